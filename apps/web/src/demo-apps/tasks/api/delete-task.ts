import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { tasksKeys } from './keys.ts';

export const deleteTask = (id: string) => fetchJson<boolean>('api/apps/tasks/task', { method: 'DELETE', query: { id } });

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: tasksKeys.task(id) });
      return client.invalidateQueries({ queryKey: tasksKeys.list() });
    },
  });
}
