import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Shortcut } from '../model.ts';
import { commonKeys } from './keys.ts';

export const deleteShortcut = (id: string) => fetchJson<Shortcut | null>('api/common/shortcuts', { method: 'DELETE', query: { id } });

export function useDeleteShortcut() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteShortcut, onSuccess: () => client.invalidateQueries({ queryKey: commonKeys.shortcuts() }) });
}
