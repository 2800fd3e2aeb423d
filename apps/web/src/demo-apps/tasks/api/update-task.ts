import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task } from '../model.ts';
import { tasksKeys } from './keys.ts';

export type TaskPatch = Partial<Omit<Task, 'id' | 'order'>>;

export const updateTask = ({ id, task }: { id: string; task: TaskPatch }) =>
  fetchJson<Task | null>('api/apps/tasks/task', { method: 'PATCH', body: { id, task } });

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    // The list and the form show the change at once; the answer confirms it.
    onMutate: ({ id, task }) => {
      client.setQueryData<Task[]>(tasksKeys.list(), (old) => old?.map((t) => (t.id === id ? { ...t, ...task } : t)));
      client.setQueryData<Task | null>(tasksKeys.task(id), (old) => (old ? { ...old, ...task } : old));
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(tasksKeys.task(saved.id), saved);
    },
    onSettled: () => client.invalidateQueries({ queryKey: tasksKeys.list() }),
  });
}
