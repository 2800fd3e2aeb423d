import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { scrumboardKeys } from './keys.ts';

export const deleteLabel = (id: string) => fetchJson<boolean>('api/apps/scrumboard/board/label', { method: 'DELETE', query: { id } });

export function useDeleteLabel() {
  const client = useQueryClient();
  // The label also leaves every card of the board.
  return useMutation({ mutationFn: deleteLabel, onSuccess: () => client.invalidateQueries({ queryKey: scrumboardKeys.all }) });
}
