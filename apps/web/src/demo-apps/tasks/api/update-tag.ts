import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { TaskTag } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const updateTag = ({ id, title }: { id: string; title: string }) =>
  fetchJson<TaskTag | null>('api/apps/tasks/tag', { method: 'PATCH', body: { id, tag: { title } } });

export function useUpdateTag() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTag, onSuccess: () => client.invalidateQueries({ queryKey: tasksKeys.tags() }) });
}
