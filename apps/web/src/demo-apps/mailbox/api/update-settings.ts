import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailboxSettings } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const updateSettings = (settings: Partial<MailboxSettings>) =>
  fetchJson<MailboxSettings>('api/apps/mailbox/settings', { method: 'PATCH', body: { settings } });

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => client.setQueryData(mailboxKeys.settings(), settings),
  });
}
