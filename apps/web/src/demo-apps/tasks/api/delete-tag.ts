import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { tasksKeys } from './keys.ts';

export const deleteTag = (id: string) => fetchJson<boolean>('api/apps/tasks/tag', { method: 'DELETE', query: { id } });

export function useDeleteTag() {
  const client = useQueryClient();
  // The tag leaves every task too.
  return useMutation({ mutationFn: deleteTag, onSuccess: () => client.invalidateQueries({ queryKey: tasksKeys.all }) });
}
