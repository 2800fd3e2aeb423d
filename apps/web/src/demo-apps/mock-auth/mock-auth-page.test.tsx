import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { mockAuthHandlers } from './mock/handlers.ts';
import { mockAuthApp } from './index.ts';

startMockServer(...mockAuthHandlers);

describe('mock authentication page', () => {
  it('signs in, reuses the token, and sees a tampered token refused', async () => {
    const user = userEvent.setup();
    await renderRoutes(mockAuthApp.routes, '/example', en);
    const form = await screen.findByRole('form', { name: 'Sign in or unlock' });

    await user.type(within(form).getByLabelText('E-mail'), 'hughes.brian@company.com');
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const log = screen.getByRole('list', { name: 'Replies' });
    expect(await within(log).findByRole('listitem', { name: 'api/auth/sign-in 404' })).toHaveTextContent('false');

    await user.click(within(form).getByRole('button', { name: 'Fill in the demo details' }));
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const ok = await within(log).findByRole('listitem', { name: 'api/auth/sign-in 200' });
    expect(ok).toHaveTextContent('"tokenType": "bearer"');
    const token = screen.getByRole('textbox', { name: 'Access token' });
    await waitFor(() => expect((token as HTMLTextAreaElement).value.split('.')).toHaveLength(3));
    expect(screen.getByText('Roadlens mock')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with token' }));
    expect(await within(log).findByRole('listitem', { name: 'api/auth/sign-in-with-token 200' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tamper with the signature' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with token' }));
    expect(await within(log).findByRole('listitem', { name: 'api/auth/sign-in-with-token 401' })).toHaveTextContent(
      '"error": "Invalid token"',
    );
  }, 15_000);
});
