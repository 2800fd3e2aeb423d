import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@roadlens/contract/endpoints/auth';
import { links } from '@roadlens/contract/endpoints/links';
import { users } from '@roadlens/contract/endpoints/users';
import { failWith, handle, startEndpointServer } from '../../testing/endpoint-server.ts';
import { renderPage } from '../../testing/render-page.tsx';
import en from './locales/en.json';
import { SignInPage } from './sign-in-page.tsx';

const server = startEndpointServer();
const signedOut = () => failWith(401, { detail: 'Authentication credentials were not provided.' });

let forms: string[];
beforeEach(() => {
  forms = [];
  // Signed out: the session check and the background map's settings answer 401, as our server does.
  server.use(handle(users.me, signedOut), handle(users.myPermissions, signedOut), handle(links.mapConfig, signedOut));
});

async function signInWith(username: string, password: string) {
  const ui = userEvent.setup();
  await renderPage('/auth/sign-in', <SignInPage />, '/auth/sign-in', en);
  await ui.type(await screen.findByLabelText(/Username or e-mail/), username);
  await ui.type(screen.getByLabelText(/^Password/), password);
  await ui.click(screen.getByRole('button', { name: 'Sign in' }));
  return ui;
}

describe('sign-in form', () => {
  it('says the details are wrong when the server refuses them, and sends them as a form', async () => {
    server.use(
      handle(auth.login, ({ body }) => {
        forms.push(String(body));
        return failWith(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
      }),
    );
    await signInWith('olga', 'wrong-password');
    expect(await screen.findByText('Unable to sign in with these details.')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatch(/name="username"\r\n\r\nolga\r\n/);
  });

  it('says to wait after too many failed attempts', async () => {
    server.use(handle(auth.login, () => failWith(429, { detail: 'Too many failed sign-in attempts. Try again in 15 minutes.' })));
    await signInWith('olga', 'wrong-password');
    expect(await screen.findByText('Too many failed attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('asks for the two-factor code, then words a wrong code', async () => {
    server.use(
      handle(auth.login, ({ body }) =>
        String(body).includes('name="check_tfa"')
          ? failWith(400, { check_tfa: ['Invalid or already used code.'] })
          : { check_qr: true as const },
      ),
    );
    const ui = await signInWith('olga', 'right-password');
    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await ui.type(code, '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or was already used.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Authentication code/)).toBeInTheDocument());
  });
});
