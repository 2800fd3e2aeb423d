import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../app/errors/locales/en.json';
import { ConfirmationProvider, useConfirm, type ConfirmationConfig } from './confirmation.tsx';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

let confirm: (c?: ConfirmationConfig) => Promise<string>;
function Grab() {
  // eslint-disable-next-line react-hooks/globals -- the test grabs the hook result to drive it
  confirm = useConfirm();
  return null;
}
const mount = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmationProvider>
        <Grab />
      </ConfirmationProvider>
    </I18nextProvider>,
  );

describe('confirmation dialog defaults', () => {
  it('shows the defaults and answers confirmed', async () => {
    mount();
    let result!: Promise<string>;
    act(() => void (result = confirm()));
    expect(await screen.findByText('Confirm action')).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to confirm this action?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe('confirmed');
  });

  it('answers cancelled and is not dismissed by Escape unless dismissible', async () => {
    mount();
    let result!: Promise<string>;
    act(() => void (result = confirm({ message: 'Are you sure that you want to clear the records?' })));
    await screen.findByText('Are you sure that you want to clear the records?');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe('cancelled');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => void (result = confirm({ dismissible: true })));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe('cancelled');
  });
});
