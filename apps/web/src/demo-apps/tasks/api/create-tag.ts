import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { TaskTag } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const createTag = (title: string) => fetchJson<TaskTag>('api/apps/tasks/tag', { method: 'POST', body: { tag: { title } } });

export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => client.invalidateQueries({ queryKey: tasksKeys.tags() }) });
}
