import { processing } from '@roadlens/contract/endpoints/processing';
import type { ProcessBody, TaskProgress } from '@roadlens/contract/devices';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { dataKeys, deviceKeys, linkKeys, processingKeys, routeKeys } from '../../../lib/api/keys.ts';

/** Starts experimental processing; answers the task id. The device's processing status changes. */
export function useStartProcessing(id: number) {
  return useEndpointMutation(processing.process, {
    toInput: (body: ProcessBody) => ({ params: { id }, body }),
    invalidates: [deviceKeys.all],
    callOptions: { silent: true },
  });
}

/** A task is over once nothing is pending or running; polling stops there. */
export const taskDone = (p: TaskProgress | undefined) => Boolean(p && p.tasks.pending === 0 && p.tasks.running === 0);

/** A task's progress, polled every second until it is done. */
export function useTaskStatus(taskId: string | null) {
  return useEndpointQuery(
    processingKeys,
    processing.status,
    { query: { task_id: taskId ?? '' } },
    {
      enabled: Boolean(taskId),
      retry: false,
      refetchInterval: (q) => (taskDone(q.state.data) || q.state.error ? false : 1000),
      callOptions: { no404Intercept: true },
    },
  );
}

/** Cancels the parts not started yet: the task's progress and the device's status change. */
export function useRevokeTask() {
  return useEndpointMutation(processing.revoke, {
    toInput: (taskId: string) => ({ query: { task_id: taskId } }),
    invalidates: [processingKeys.all, deviceKeys.all],
    callOptions: { silent: true },
  });
}

/**
 * Replaces the live results of the period with the experimental ones: the comparison, the stored
 * rows, and the links' and routes' values read from them all change.
 */
export function useWriteExpToLive(id: number) {
  return useEndpointMutation(processing.writeExpToLive, {
    toInput: (body: { from: number; to: number }) => ({ params: { id }, body }),
    invalidates: [deviceKeys.all, dataKeys.all, linkKeys.all, routeKeys.all],
    callOptions: { silent: true },
  });
}
