import { describe, expect, it } from 'vitest';
import { fallbackCauses, timelineSegments } from './timeline.ts';

describe('sign timeline', () => {
  it('lets each message last until the next, clipped to the window', () => {
    const segs = timelineSegments({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-01T10:00:00.000Z',
      messages: [
        { at: '2025-12-31T20:00:00.000Z', lines: ['A 5'], reason: 'travel_times', detail: '' },
        { at: '2026-01-01T05:00:00.000Z', lines: ['A'], reason: 'fallback', detail: 'stale:3' },
      ],
    });
    expect(segs.map((s) => [s.start, s.width, s.lines[0], s.reason])).toEqual([
      [0, 0.5, 'A 5', 'travel_times'],
      [0.5, 0.5, 'A', 'fallback'],
    ]);
  });

  it('leaves the time before a new sign empty', () => {
    const segs = timelineSegments({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-01T04:00:00.000Z',
      messages: [{ at: '2026-01-01T03:00:00.000Z', lines: ['X'], reason: 'override', detail: 'r' }],
    });
    expect(segs.map((s) => [s.start, s.width, s.reason])).toEqual([
      [0, 0.75, null],
      [0.75, 0.25, 'override'],
    ]);
  });

  it('reads the causes of a fallback', () => {
    expect(fallbackCauses('stale:3 low_confidence:12')).toEqual([
      { why: 'stale', routeId: 3 },
      { why: 'low_confidence', routeId: 12 },
    ]);
    expect(fallbackCauses('')).toEqual([]);
  });
});
