import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Shortcut } from '../model.ts';
import { commonKeys } from './keys.ts';

export const updateShortcut = ({ id, shortcut }: { id: string; shortcut: Partial<Omit<Shortcut, 'id'>> }) =>
  fetchJson<Shortcut | null>('api/common/shortcuts', { method: 'PATCH', body: { id, shortcut } });

export function useUpdateShortcut() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateShortcut, onSuccess: () => client.invalidateQueries({ queryKey: commonKeys.shortcuts() }) });
}
