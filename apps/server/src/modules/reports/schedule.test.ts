import { describe, expect, it } from 'vitest';
import type { ReportSchedule } from '@roadlens/contract/reports';
import { nextRunAt, periodBounds, resolvePeriod } from './schedule.ts';
import { zonedToUtc } from './zoned-time.ts';

const at = (iso: string) => new Date(iso);
const next = (s: Partial<ReportSchedule>, tz: string, after: string) =>
  nextRunAt({ frequency: 'd', time: '08:00', ...s } as ReportSchedule, tz, at(after)).toISOString();

describe('zonedToUtc', () => {
  it('reads wall times in the zone, through both daylight-saving changes', () => {
    expect(zonedToUtc('2026-01-15', '08:00', 'Europe/Istanbul').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(zonedToUtc('2026-07-15', '08:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // Berlin skips 02:00–03:00 on 29 March 2026: 02:30 does not exist and runs at 03:30 CEST.
    expect(zonedToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // …and repeats 02:00–03:00 on 25 October 2026: the first 02:30 (CEST) is taken.
    expect(zonedToUtc('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('nextRunAt', () => {
  it('daily: later today when the time is still ahead, else tomorrow', () => {
    expect(next({}, 'Europe/Istanbul', '2026-05-10T04:00:00Z')).toBe('2026-05-10T05:00:00.000Z');
    expect(next({}, 'Europe/Istanbul', '2026-05-10T05:00:00Z')).toBe('2026-05-11T05:00:00.000Z');
  });

  it('daily across the spring-forward change keeps the local time (the UTC gap shrinks by an hour)', () => {
    expect(next({}, 'Europe/Berlin', '2026-03-28T07:00:00Z')).toBe('2026-03-29T06:00:00.000Z');
    expect(next({}, 'America/New_York', '2026-03-07T13:00:01Z')).toBe('2026-03-08T12:00:00.000Z');
    // A time inside the skipped hour runs just after it, once.
    expect(next({ time: '02:30' }, 'Europe/Berlin', '2026-03-28T02:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
    expect(next({ time: '02:30' }, 'America/New_York', '2026-03-07T08:00:00Z')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('daily across the fall-back change runs a repeated time once', () => {
    expect(next({}, 'Europe/Berlin', '2026-10-24T06:00:00Z')).toBe('2026-10-25T07:00:00.000Z');
    const first = next({ time: '01:30' }, 'America/New_York', '2026-10-31T06:00:00Z');
    expect(first).toBe('2026-11-01T05:30:00.000Z');
    // After the first 01:30 EDT, the second 01:30 (EST) of the same night is not another run.
    expect(next({ time: '01:30' }, 'America/New_York', first)).toBe('2026-11-02T06:30:00.000Z');
  });

  it('weekly: on its ISO weekday', () => {
    // 2026-05-10 is a Sunday; Monday (1) next is the 11th, Sunday (7) the same day if still ahead.
    expect(next({ frequency: 'w', weekday: 1 }, 'Europe/Istanbul', '2026-05-10T12:00:00Z')).toBe('2026-05-11T05:00:00.000Z');
    expect(next({ frequency: 'w', weekday: 7 }, 'Europe/Istanbul', '2026-05-10T12:00:00Z')).toBe('2026-05-17T05:00:00.000Z');
    expect(next({ frequency: 'w', weekday: 7, time: '23:00' }, 'Europe/Istanbul', '2026-05-10T12:00:00Z')).toBe('2026-05-10T20:00:00.000Z');
  });

  it('monthly: the 31st runs on the last day of shorter months, leap years included', () => {
    const m31 = { frequency: 'm', day_of_month: 31 } as const;
    expect(next(m31, 'Europe/Istanbul', '2026-04-01T00:00:00Z')).toBe('2026-04-30T05:00:00.000Z');
    expect(next(m31, 'Europe/Istanbul', '2026-04-30T05:00:00Z')).toBe('2026-05-31T05:00:00.000Z');
    expect(next(m31, 'Europe/Istanbul', '2027-02-01T00:00:00Z')).toBe('2027-02-28T05:00:00.000Z');
    expect(next(m31, 'Europe/Istanbul', '2028-02-01T00:00:00Z')).toBe('2028-02-29T05:00:00.000Z');
    expect(next({ frequency: 'm', day_of_month: 29 }, 'UTC', '2027-02-01T00:00:00Z')).toBe('2027-02-28T08:00:00.000Z');
    expect(next({ frequency: 'm', day_of_month: 1 }, 'UTC', '2026-12-01T08:00:00Z')).toBe('2027-01-01T08:00:00.000Z');
  });

  it('monthly across a daylight-saving change keeps the local time', () => {
    expect(next({ frequency: 'm', day_of_month: 1 }, 'Europe/Berlin', '2026-03-02T00:00:00Z')).toBe('2026-04-01T06:00:00.000Z');
    expect(next({ frequency: 'm', day_of_month: 1 }, 'America/New_York', '2026-10-02T00:00:00Z')).toBe('2026-11-01T13:00:00.000Z');
  });

  it('never before its start date', () => {
    expect(next({ start: '2026-06-01' }, 'Europe/Istanbul', '2026-05-10T00:00:00Z')).toBe('2026-06-01T05:00:00.000Z');
  });
});

describe('resolvePeriod', () => {
  const run = at('2026-03-01T06:00:00Z');
  it('reads d, w, m in the zone at the run (the month before, leap or not)', () => {
    expect(resolvePeriod({ kind: 'd' }, 'Europe/Istanbul', run)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(resolvePeriod({ kind: 'w' }, 'Europe/Istanbul', run)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(resolvePeriod({ kind: 'm' }, 'Europe/Istanbul', run)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod({ kind: 'm' }, 'UTC', at('2028-03-01T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolvePeriod({ kind: 'm' }, 'UTC', at('2027-01-05T00:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // 23:30 UTC on 28 Feb is already 1 March in Istanbul, but still 28 Feb in New York.
    const late = at('2026-02-28T23:30:00Z');
    expect(resolvePeriod({ kind: 'd' }, 'Europe/Istanbul', late).from).toBe('2026-02-28');
    expect(resolvePeriod({ kind: 'd' }, 'America/New_York', late).from).toBe('2026-02-27');
  });

  it('bounds a local day that is 23 hours long on the spring change', () => {
    const b = periodBounds({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Berlin');
    expect(b.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((b.to.getTime() - b.from.getTime()) / 3_600_000).toBe(23);
  });
});
