import { describe, expect, it } from 'vitest';
import { progressOfStatus } from './progress-of-status.ts';

describe('progressOfStatus (core §4)', () => {
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
});
