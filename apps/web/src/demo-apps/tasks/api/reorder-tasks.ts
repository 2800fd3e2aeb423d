import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const reorderTasks = (tasks: Task[]) => fetchJson<Task[]>('api/apps/tasks/order', { method: 'PATCH', body: { tasks } });

export function useReorderTasks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderTasks,
    onMutate: (tasks) =>
      client.setQueryData(
        tasksKeys.list(),
        tasks.map((t, order) => ({ ...t, order })),
      ),
    onSuccess: (tasks) => client.setQueryData(tasksKeys.list(), tasks),
    onError: () => client.invalidateQueries({ queryKey: tasksKeys.list() }),
  });
}
