import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardLabel } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

export const createLabel = (label: { boardId: string; title: string }) =>
  fetchJson<BoardLabel>('api/apps/scrumboard/board/label', { method: 'PUT', body: { label } });

export function useCreateLabel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createLabel, onSuccess: () => client.invalidateQueries({ queryKey: scrumboardKeys.all }) });
}
