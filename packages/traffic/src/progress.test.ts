import { describe, expect, it } from 'vitest';
import { deviceProgress, IN_PROGRESS_STATUSES, isInProgress, PROCESSING_STATUS_LABELS } from './progress.ts';
import type { TaskCounts } from './types.ts';

const c = (total: number, failed: number, pending: number, running: number, succeeded: number): TaskCounts => ({
  total,
  failed,
  pending,
  running,
  succeeded,
});

describe('deviceProgress', () => {
  it.each([
    ['no tasks', c(0, 0, 0, 0, 0), 'idle', 0, null],
    ['no tasks wins over stray counts', c(0, 1, 0, 0, 0), 'idle', 0, null],
    ['any failure', c(4, 1, 3, 0, 0), 'failed', 100, 'warning'],
    ['failure wins over all succeeded-but-one', c(4, 1, 0, 0, 3), 'failed', 100, 'warning'],
    ['all succeeded', c(3, 0, 0, 0, 3), 'finished', 100, 'success'],
    ['all pending', c(3, 0, 3, 0, 0), 'queued', 1, null],
    ['one third done', c(3, 0, 1, 1, 1), 'processing', 33, null],
    ['floor below 1 with a running task', c(200, 0, 198, 1, 1), 'processing', 1, null],
    ['floor below 1 with nothing running', c(200, 0, 199, 0, 1), 'processing', 0, null],
    ['started, nothing done yet', c(5, 0, 4, 1, 0), 'processing', 1, null],
    ['almost done', c(1000, 0, 0, 1, 999), 'processing', 99, null],
  ] as const)('%s', (_name, counts, state, percent, color) => {
    expect(deviceProgress(counts)).toEqual({ state, percent, color });
  });
});

describe('processing statuses', () => {
  it('labels every status', () => {
    expect(Object.keys(PROCESSING_STATUS_LABELS)).toHaveLength(13);
    expect(PROCESSING_STATUS_LABELS.idle).toBe('Not Started');
    expect(PROCESSING_STATUS_LABELS.processing_finished).toBe('Ready');
    expect(PROCESSING_STATUS_LABELS.processing_failed).toBe('Failed');
    expect(PROCESSING_STATUS_LABELS.not_processed).toBe('Not Processed Yet');
  });
  it('knows the in-progress set', () => {
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(['creating_intersections', 'pre_processing', 'preparing', 'processing']);
    expect(isInProgress('preparing')).toBe(true);
    expect(isInProgress('processing_finished')).toBe(false);
    expect(isInProgress('queued')).toBe(false);
  });
});
