import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task, TaskType } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const createTask = (type: TaskType) => fetchJson<Task>('api/apps/tasks/task', { method: 'POST', body: { type } });

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      client.setQueryData(tasksKeys.task(task.id), task);
      return client.invalidateQueries({ queryKey: tasksKeys.list() });
    },
  });
}
