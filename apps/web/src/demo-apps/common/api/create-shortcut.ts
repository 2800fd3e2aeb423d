import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Shortcut } from '../model.ts';
import { commonKeys } from './keys.ts';

export const createShortcut = (shortcut: Omit<Shortcut, 'id'>) =>
  fetchJson<Shortcut>('api/common/shortcuts', { method: 'POST', body: { shortcut } });

export function useCreateShortcut() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createShortcut, onSuccess: () => client.invalidateQueries({ queryKey: commonKeys.shortcuts() }) });
}
