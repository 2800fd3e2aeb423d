import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailLabel } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const createLabel = (label: { title: string; color: string }) =>
  fetchJson<MailLabel>('api/apps/mailbox/label', { method: 'POST', body: { label } });

export function useCreateLabel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createLabel, onSuccess: () => client.invalidateQueries({ queryKey: mailboxKeys.labels() }) });
}
