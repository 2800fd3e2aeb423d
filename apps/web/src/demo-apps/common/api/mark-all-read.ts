import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { commonKeys, type InboxKind } from './keys.ts';

export const markAllRead = (kind: InboxKind) => fetchJson<boolean>(`api/common/${kind}/mark-all-as-read`);

export function useMarkAllRead(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => markAllRead(kind), onSuccess: () => client.invalidateQueries({ queryKey: commonKeys[kind]() }) });
}
