import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailLabel } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const updateLabel = ({ id, label }: { id: string; label: Partial<Pick<MailLabel, 'title' | 'color'>> }) =>
  fetchJson<MailLabel | null>('api/apps/mailbox/label', { method: 'PATCH', body: { id, label } });

export function useUpdateLabel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateLabel, onSuccess: () => client.invalidateQueries({ queryKey: mailboxKeys.labels() }) });
}
