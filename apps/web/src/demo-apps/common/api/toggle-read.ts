import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Message, Notification } from '../model.ts';
import { commonKeys, type InboxKind } from './keys.ts';

/** Sets `read` when given, flips it otherwise. */
export const toggleRead = (kind: InboxKind, id: string, read?: boolean) =>
  fetchJson<Message | Notification | null>(`api/common/${kind}/toggle-read-status`, { method: 'POST', body: { id, read } });

export function useToggleRead(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read?: boolean }) => toggleRead(kind, id, read),
    onSuccess: () => client.invalidateQueries({ queryKey: commonKeys[kind]() }),
  });
}
