import { deviceProgress, IN_PROGRESS_STATUSES } from '@roadlens/traffic/progress';
import type { ProcessingStatus, TaskCounts } from '@roadlens/traffic/types';

export interface StatusProgress {
  /** 0..100, or null while work is under way and the list has no task counts (indeterminate bar). */
  percent: number | null;
  color: 'primary' | 'success' | 'warning';
}

/**
 * The list's progress bar from a device's processing status: idle 0, queued 1,
 * failed 100 (warning), ready 100 (success). While work is under way the percentage comes from the
 * task counts of the device's latest run (the list carries them): `deviceProgress`. A
 * status without counts (e.g. pre-processing outside a run) shows a moving bar instead of a guess.
 */
export function progressOfStatus(status: string, counts?: TaskCounts | null): StatusProgress {
  if (status.endsWith('_failed')) return { percent: 100, color: 'warning' };
  if (status === 'processing_finished') return { percent: 100, color: 'success' };
  const working = IN_PROGRESS_STATUSES.includes(status as ProcessingStatus) || status.endsWith('_finished');
  if ((working || status === 'queued') && counts && counts.total > 0) {
    const p = deviceProgress(counts);
    return { percent: p.percent, color: p.color ?? 'primary' };
  }
  if (status === 'queued') return { percent: 1, color: 'primary' };
  if (working) return { percent: null, color: 'primary' };
  return { percent: 0, color: 'primary' };
}

/** Queued or under way: the list keeps polling while any row is busy. */
export const isBusy = (status: string) => status === 'queued' || progressOfStatus(status).percent === null;
