import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { mailboxKeys } from './keys.ts';

export const deleteLabel = (id: string) => fetchJson<boolean>('api/apps/mailbox/label', { method: 'DELETE', query: { id } });

export function useDeleteLabel() {
  const client = useQueryClient();
  // The label is stripped from every mail, so cached mails are stale too.
  return useMutation({ mutationFn: deleteLabel, onSuccess: () => client.invalidateQueries({ queryKey: mailboxKeys.all }) });
}
