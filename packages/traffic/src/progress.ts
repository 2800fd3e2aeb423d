import type { ProcessingStatus, TaskCounts } from './types.ts';

/** Display labels of the processing statuses. */
export const PROCESSING_STATUS_LABELS: Record<ProcessingStatus, string> = {
  idle: 'Not Started',
  queued: 'Queued',
  pre_processing: 'Pre Processing',
  pre_processing_finished: 'Pre Processing Finished',
  processing: 'Processing',
  processing_finished: 'Ready',
  processing_failed: 'Failed',
  pre_processing_failed: 'Pre Processing Failed',
  creating_intersections: 'Creating Intersections',
  creating_intersections_finished: 'Creating Intersections Finished',
  creating_intersections_failed: 'Creating Intersections Failed',
  preparing: 'Preparing',
  not_processed: 'Not Processed Yet',
};

/** Statuses during which work is under way: pollers keep polling while in one of these. */
export const IN_PROGRESS_STATUSES: readonly ProcessingStatus[] = ['processing', 'pre_processing', 'creating_intersections', 'preparing'];

/** True while a status is one of IN_PROGRESS_STATUSES. */
export function isInProgress(status: ProcessingStatus): boolean {
  return IN_PROGRESS_STATUSES.includes(status);
}

export interface DeviceProgress {
  state: 'idle' | 'failed' | 'finished' | 'queued' | 'processing';
  percent: number;
  color: 'success' | 'warning' | null;
}

/**
 * A device's processing progress from its task counts, in exactly this order:
 * total 0 → idle 0; failed > 0 → failed 100 (warning); succeeded = total → finished 100 (success);
 * pending = total → queued 1; else processing max(⌊succeeded·100/total⌋, running > 0 ? 1 : 0).
 */
export function deviceProgress(c: TaskCounts): DeviceProgress {
  if (c.total === 0) return { state: 'idle', percent: 0, color: null };
  if (c.failed > 0) return { state: 'failed', percent: 100, color: 'warning' };
  if (c.succeeded === c.total) return { state: 'finished', percent: 100, color: 'success' };
  if (c.pending === c.total) return { state: 'queued', percent: 1, color: null };
  return {
    state: 'processing',
    percent: Math.max(Math.floor((c.succeeded * 100) / c.total), c.running > 0 ? 1 : 0),
    color: null,
  };
}
