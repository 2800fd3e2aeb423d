import { describe, expect, it } from 'vitest';
import { boundText, partitionName, weekOfName, weeksBetween, weekStart, WEEK_MS } from './weeks.ts';

describe('weekly partition layout', () => {
  it('starts weeks on Monday 00:00 UTC whatever the moment within the week', () => {
    const monday = Date.UTC(2026, 10, 23);
    expect(weekStart(monday)).toBe(monday);
    expect(weekStart(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe(monday);
    expect(weekStart(Date.UTC(2026, 10, 30))).toBe(monday + WEEK_MS);
    expect(weekStart(Date.UTC(2027, 0, 1, 12))).toBe(Date.UTC(2026, 11, 28));
  });

  it('names a partition after its Monday and reads the name back', () => {
    const monday = Date.UTC(2026, 10, 23);
    expect(partitionName(monday)).toBe('detections_p20261123');
    expect(weekOfName('detections_p20261123')).toBe(monday);
    expect(weekOfName('detections_default')).toBeNull();
    expect(boundText(monday)).toBe('2026-11-23 00:00:00+00');
  });

  it('lists every week from the one holding the start to the one holding the end', () => {
    const weeks = weeksBetween(Date.UTC(2026, 10, 25), Date.UTC(2026, 11, 7, 5));
    expect(weeks.map(partitionName)).toEqual(['detections_p20261123', 'detections_p20261130', 'detections_p20261207']);
  });
});
