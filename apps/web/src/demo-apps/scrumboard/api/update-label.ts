import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardLabel } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

export const updateLabel = ({ id, title }: { id: string; title: string }) =>
  fetchJson<BoardLabel | null>('api/apps/scrumboard/board/label', { method: 'PATCH', body: { id, label: { title } } });

export function useUpdateLabel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateLabel, onSuccess: () => client.invalidateQueries({ queryKey: scrumboardKeys.all }) });
}
