import { IN_PROGRESS_STATUSES } from '@roadlens/traffic/progress';
import type { ProcessingStatus } from '@roadlens/traffic/types';

export interface StatusProgress {
  /** 0..100, or null while work is under way and the list has no task counts (indeterminate bar). */
  percent: number | null;
  color: 'primary' | 'success' | 'warning';
}

/**
 * The list's progress bar from a device's processing status, following core §4: idle 0, queued 1,
 * failed 100 (warning), ready 100 (success). While a status is in progress the percentage lives in
 * the task counts (detail page, status?task_id), so the list shows a moving bar instead of a guess.
 */
export function progressOfStatus(status: string): StatusProgress {
  if (status.endsWith('_failed')) return { percent: 100, color: 'warning' };
  if (status === 'processing_finished') return { percent: 100, color: 'success' };
  if (status === 'queued') return { percent: 1, color: 'primary' };
  if (IN_PROGRESS_STATUSES.includes(status as ProcessingStatus) || status.endsWith('_finished')) return { percent: null, color: 'primary' };
  return { percent: 0, color: 'primary' };
}

/** Queued or under way: the list keeps polling while any row is busy. */
export const isBusy = (status: string) => status === 'queued' || progressOfStatus(status).percent === null;
