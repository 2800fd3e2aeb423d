import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDisplayDate, formatInstant, formatServerDate } from './date.ts';
import { formatDistance, formatSpeed, fromSpeedUnit, speedUnitLabel, toSpeedUnit } from './units.ts';

// 2024-03-05 14:07:09 UTC, in epoch seconds (what the API sends).
const T = Date.UTC(2024, 2, 5, 14, 7, 9) / 1000;

describe('dates in the user time zone', () => {
  it.each([
    ['Europe/Istanbul', '24-03-05 05:07:09', '2024-03-05', '2024-03-05, 17:07:09', '2024-03-05 17:07:09'],
    ['America/New_York', '24-03-05 09:07:09', '2024-03-05', '2024-03-05, 09:07:09', '2024-03-05 09:07:09'],
    ['Asia/Tokyo', '24-03-05 11:07:09', '2024-03-05', '2024-03-05, 23:07:09', '2024-03-05 23:07:09'],
    ['Pacific/Auckland', '24-03-06 03:07:09', '2024-03-06', '2024-03-06, 03:07:09', '2024-03-06 03:07:09'],
  ])('%s', (tz, display, date, dateTime, server) => {
    expect(formatDisplayDate(T, tz)).toBe(display);
    expect(formatDate(T, tz)).toBe(date);
    expect(formatDateTime(T, tz)).toBe(dateTime);
    expect(formatServerDate(T, tz)).toBe(server);
  });

  it('takes seconds, ISO strings and dates alike', () => {
    const iso = new Date(T * 1000).toISOString();
    expect(formatDateTime(iso, 'UTC')).toBe('2024-03-05, 14:07:09');
    expect(formatDateTime(new Date(T * 1000), 'UTC')).toBe('2024-03-05, 14:07:09');
  });

  it('follows daylight saving time in the zone, not the browser', () => {
    const summer = Date.UTC(2024, 6, 1, 12, 0, 0) / 1000;
    expect(formatDateTime(summer, 'Europe/London')).toBe('2024-07-01, 13:00:00');
    expect(formatDateTime(T, 'Europe/London')).toBe('2024-03-05, 14:07:09');
  });

  it('answers empty text for no value or a bad date, and survives an unknown zone', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
    expect(formatInstant(T, 'Mars/Olympus', 'date')).toMatch(/^2024-03-0[56]$/);
  });
});

describe('speeds and distances in the company units', () => {
  it('labels km__hr as km/h and mi__hr as mph', () => {
    expect(speedUnitLabel('km__hr')).toBe('km/h');
    expect(speedUnitLabel('mi__hr')).toBe('mph');
  });
  it('converts km/h to mph and back', () => {
    expect(toSpeedUnit(100, 'km__hr')).toBe(100);
    expect(toSpeedUnit(160.9344, 'mi__hr')).toBeCloseTo(100, 10);
    expect(fromSpeedUnit(toSpeedUnit(73, 'mi__hr'), 'mi__hr')).toBeCloseTo(73, 10);
  });
  it.each([
    [72, 'km__hr', 'en', '72 km/h'],
    [72, 'mi__hr', 'en', '45 mph'],
    [88.5, 'km__hr', 'en', '89 km/h'],
    [1234.5, 'km__hr', 'tr', '1.235 km/sa'],
  ] as const)('speed %d in %s (%s)', (kmh, unit, lang, text) => expect(formatSpeed(kmh, unit, lang)).toBe(text));
  it.each([
    [1250, 'km', 'en', '1.25 km'],
    [1250, 'mi', 'en', '0.78 mi'],
    [1250, 'km', 'tr', '1,25 km'],
    [16093.44, 'mi', 'en', '10 mi'],
  ] as const)('distance %d m in %s (%s)', (m, unit, lang, text) => expect(formatDistance(m, unit, lang)).toBe(text));
  it('answers empty text for no value', () => {
    expect(formatSpeed(null, 'km__hr')).toBe('');
    expect(formatDistance(Number.NaN, 'mi')).toBe('');
  });
});

describe('compact date-time', () => {
  it('shows month, day, hours and minutes in the given zone', () => {
    expect(formatInstant(0, 'Asia/Tokyo', 'short')).toBe('01-01 09:00');
  });
});

describe('numbers and units in the language', () => {
  it('uses the language separators for decimals and thousands', async () => {
    const { formatNumber, formatSeconds } = await import('./units.ts');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'tr', 1)).toBe('1.234,5');
    expect(formatSeconds(12.5, 'en', 1)).toBe('12.5 s');
    expect(formatSeconds(12.5, 'tr', 1)).toBe('12,5 sn');
    expect(formatSeconds(null, 'tr')).toBe('');
  });

  it('writes whole numbers as the language would, on both sides of a thousand', async () => {
    const { formatNumber } = await import('./units.ts');
    for (const lang of ['en', 'tr'])
      for (const n of [0, 7, -42, 999, -999, 1000, 1234, 20.4, 999.6])
        expect(formatNumber(n, lang)).toBe(new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n));
  });
});

describe('date inputs and chart axes in the profile time zone', () => {
  it('writes and reads datetime-local text on the zone wall clock, not the browser one', async () => {
    const { toZonedInput, fromZonedInput, axisTimeLabel } = await import('./date.ts');
    const at = Date.UTC(2024, 4, 1, 21, 0, 0);
    expect(toZonedInput(at / 1000, 'Europe/Istanbul')).toBe('2024-05-02T00:00');
    expect(toZonedInput(new Date(at).toISOString(), 'America/New_York')).toBe('2024-05-01T17:00');
    expect(fromZonedInput('2024-05-02T00:00', 'Europe/Istanbul')).toBe(at);
    expect(fromZonedInput('2024-05-01T17:00', 'America/New_York')).toBe(at);
    expect(fromZonedInput('', 'UTC')).toBeNaN();
    expect(axisTimeLabel(at, 'Europe/Istanbul')).toBe('05-02');
    expect(axisTimeLabel(at, 'UTC')).toBe('21:00');
  });
});

describe('chart ticks on the profile clock', () => {
  it('marks the zone midnights over a week and its whole hours over a day', async () => {
    const { zonedTicks, axisTimeLabel } = await import('./date.ts');
    const start = Date.UTC(2024, 4, 1, 21, 0, 0); // 2024-05-02 00:00 in Istanbul
    const week = zonedTicks(start + 3_600_000, start + 7 * 86_400_000, 'Europe/Istanbul');
    expect(week.map((t) => axisTimeLabel(t, 'Europe/Istanbul'))).toEqual(['05-03', '05-04', '05-05', '05-06', '05-07', '05-08', '05-09']);
    const day = zonedTicks(start + 60_000, start + 86_400_000, 'Europe/Istanbul');
    expect(day.map((t) => axisTimeLabel(t, 'Europe/Istanbul'))).toEqual([
      '03:00',
      '06:00',
      '09:00',
      '12:00',
      '15:00',
      '18:00',
      '21:00',
      '05-03',
    ]);
  });
});
