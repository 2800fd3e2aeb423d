import { describe, expect, it } from 'vitest';
import { KINDS, SPECS, kindOf, serverQuery } from './kinds.ts';

const range = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };

describe('tabular server queries', () => {
  it('names each call’s own time fields and filters', () => {
    expect(serverQuery('records', { device: '4', signal: 'a', fingerprint: 'ab' }, range)).toEqual({
      device_id: '4',
      create_time__gte: range.from,
      create_time__lte: range.to,
      fingerprint: 'ab',
      signal: undefined,
    });
    expect(serverQuery('logs', { weekdays: '1,2' }, range)).toEqual({
      device_id: undefined,
      timestamp__gte: range.from,
      timestamp__lte: range.to,
    });
    expect(
      serverQuery('device_process', { type: '1', database: 'matches', weekdays: '1,7', hours: '8,9', down_sample: '3' }, range),
    ).toMatchObject({
      database: 'matches',
      last_detection__gte: range.from,
      type: '1',
      weekdays: '1,7',
      hours: '8,9',
      down_sample: '3',
    });
    expect(serverQuery('device_average', {}, range)).toMatchObject({ aggregation: 'hour', timestamp__lte: range.to });
  });
  it('offers the CSV export for every kind, device_process and device_average included', () => {
    expect(KINDS.filter((k) => !SPECS[k].exportable)).toEqual([]);
  });
  it('falls back to records for an unknown kind', () => {
    expect(kindOf('nope')).toBe('records');
    expect(kindOf('device_average')).toBe('device_average');
  });
});
