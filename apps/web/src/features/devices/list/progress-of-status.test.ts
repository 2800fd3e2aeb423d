import { describe, expect, it } from 'vitest';
import { progressOfStatus } from './progress-of-status.ts';

describe('progressOfStatus', () => {
  it('maps the device progress states', () => {
    expect(progressOfStatus('idle')).toEqual({ percent: 0, color: 'primary' });
    expect(progressOfStatus('not_processed')).toEqual({ percent: 0, color: 'primary' });
    expect(progressOfStatus('queued')).toEqual({ percent: 1, color: 'primary' });
    expect(progressOfStatus('processing_finished')).toEqual({ percent: 100, color: 'success' });
    expect(progressOfStatus('processing_failed')).toEqual({ percent: 100, color: 'warning' });
    expect(progressOfStatus('pre_processing_failed')).toEqual({ percent: 100, color: 'warning' });
  });
  it('shows an indeterminate bar while work is under way', () => {
    for (const s of ['processing', 'pre_processing', 'creating_intersections', 'preparing', 'pre_processing_finished']) {
      expect(progressOfStatus(s).percent).toBeNull();
    }
  });
  it('gives the exact percentage of the latest run while processing (deviceProgress)', () => {
    const c = (succeeded: number, running: number, pending: number, failed = 0) => ({
      total: succeeded + running + pending + failed,
      succeeded,
      running,
      pending,
      failed,
    });
    expect(progressOfStatus('processing', c(3, 1, 4))).toEqual({ percent: 37, color: 'primary' });
    expect(progressOfStatus('processing', c(0, 1, 9))).toEqual({ percent: 1, color: 'primary' });
    expect(progressOfStatus('queued', c(0, 0, 5))).toEqual({ percent: 1, color: 'primary' });
    expect(progressOfStatus('processing', c(2, 0, 1, 1))).toEqual({ percent: 100, color: 'warning' });
    expect(progressOfStatus('preparing', c(0, 0, 0))).toEqual({ percent: null, color: 'primary' });
    expect(progressOfStatus('processing', null).percent).toBeNull();
  });
  it('keeps the settled statuses whatever an older run counted', () => {
    expect(progressOfStatus('processing_finished', { total: 2, succeeded: 1, running: 0, pending: 0, failed: 1 })).toEqual({
      percent: 100,
      color: 'success',
    });
    expect(progressOfStatus('idle', { total: 2, succeeded: 2, running: 0, pending: 0, failed: 0 })).toEqual({
      percent: 0,
      color: 'primary',
    });
  });
});
