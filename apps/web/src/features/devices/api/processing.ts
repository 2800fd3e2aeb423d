import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProcessBody, TaskProgress } from '@roadlens/contract/devices';
import { api } from '../../../lib/api-client.ts';
import { deviceKey } from './get-device.ts';

/** POST /api/map/devices/{id}/process/ — starts experimental processing; answers the task id. */
export function useStartProcessing(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessBody) => api.post<{ task_id: string }>(`/api/map/devices/${id}/process/`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKey(id) }),
  });
}

/** A task is over once nothing is pending or running; polling stops there. */
export const taskDone = (p: TaskProgress | undefined) => Boolean(p && p.tasks.pending === 0 && p.tasks.running === 0);

/** GET /api/map/devices/status/?task_id= — polled every second until the task is done (core §4 progress). */
export function useTaskStatus(taskId: string | null) {
  return useQuery({
    queryKey: ['devices', 'task', taskId],
    queryFn: ({ signal }) => api.get<TaskProgress>('/api/map/devices/status/', { query: { task_id: taskId }, signal, no404Intercept: true }),
    enabled: Boolean(taskId),
    retry: false,
    refetchInterval: (q) => (taskDone(q.state.data) || q.state.error ? false : 1000),
  });
}

/** GET /api/map/devices/revoke/?task_id= — cancels the parts not started yet. */
export function useRevokeTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => api.get<{ detail: string }>('/api/map/devices/revoke/', { query: { task_id: taskId }, silent: true }),
    onSuccess: (_, taskId) => client.invalidateQueries({ queryKey: ['devices', 'task', taskId] }),
  });
}

export interface WriteResult {
  detail: string;
  intervals: number;
  matches: number;
}

/** POST /api/map/devices/{id}/write_exp_to_live/ with {from, to} — replaces live results of the period. */
export function useWriteExpToLive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: number; to: number }) => api.post<WriteResult>(`/api/map/devices/${id}/write_exp_to_live/`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['devices', 'comparison', id] }),
  });
}
