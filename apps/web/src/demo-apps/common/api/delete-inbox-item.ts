import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Message, Notification } from '../model.ts';
import { commonKeys, type InboxKind } from './keys.ts';

export const deleteInboxItem = (kind: InboxKind, id: string) =>
  fetchJson<Message | Notification | null>(`api/common/${kind}`, { method: 'DELETE', query: { id } });

export function useDeleteInboxItem(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInboxItem(kind, id),
    onSuccess: () => client.invalidateQueries({ queryKey: commonKeys[kind]() }),
  });
}
