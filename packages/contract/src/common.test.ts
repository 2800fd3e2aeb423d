import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EpochSeconds, findUnsafeText, IdListText, IdText, isTimestampText, safeJson, text, TimestampText } from './common.ts';

const ok = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

describe('input building blocks', () => {
  it('IdText takes 1..2147483647 and refuses what PostgreSQL integer cannot hold or is not a number', () => {
    expect(IdText.parse('2147483647')).toBe(2147483647);
    for (const v of ['2147483648', '9007199254740992', '1e300', 'x', 'NaN', 'Infinity', '0', '-1', '1.5', ''])
      expect(ok(IdText, v), v).toBe(false);
  });

  it('IdListText takes comma-separated ids and refuses overflow, exponents and gaps', () => {
    expect(ok(IdListText, '1,2,2147483647')).toBe(true);
    for (const v of ['1,2147483648', '1e300', '1,,2', '', '1, 2', 'x']) expect(ok(IdListText, v), v).toBe(false);
  });

  it('EpochSeconds refuses NaN, Infinity, negative and far-future values', () => {
    expect(EpochSeconds.parse('1763856000')).toBe(1763856000);
    for (const v of ['1e300', 'Infinity', 'NaN', 'x', '-1', 253_402_300_800]) expect(ok(EpochSeconds, v), String(v)).toBe(false);
  });

  it('isTimestampText takes ISO 8601 dates and times that name a real moment in years 1-9999', () => {
    for (const v of [
      '2026-01-31',
      '2026-01-31T08:00:00Z',
      '2026-01-31 08:00',
      '2024-02-29T23:59:59.123456+03:00',
      '2026-01-31T08:00:00-0530',
    ]) {
      expect(isTimestampText(v), v).toBe(true);
    }
    for (const v of [
      '%',
      'x',
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '0000-01-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:00:00+15:00',
      '1e300',
      '',
    ]) {
      expect(isTimestampText(v), v).toBe(false);
    }
    expect(ok(TimestampText, '2026-01-01T00:00:00Z')).toBe(true);
  });

  it('text() refuses NUL and lone surrogates but keeps paired surrogates (emoji) and chains like z.string()', () => {
    const name = text().trim().min(1).max(5);
    expect(name.parse(' 🚦 ')).toBe('🚦');
    for (const v of ['a\u0000', '\ud800', 'x\udc00y', '\udc00\ud800', '']) expect(ok(name, v), JSON.stringify(v)).toBe(false);
    expect(name.safeParse('a\u0000').error?.issues[0].message).toBe('Null characters are not allowed.');
  });

  it('safeJson names the path of the first unstorable string or key in free-form JSON', () => {
    const data = safeJson(z.record(z.string(), z.unknown()));
    expect(ok(data, { a: [1, 'x', { b: '🚦' }] })).toBe(true);
    expect(data.safeParse({ a: [1, 'x', { b: '\ud800' }] }).error?.issues[0].path).toEqual(['a', 2, 'b']);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual({ path: [], message: 'Null characters are not allowed.' });
    expect(findUnsafeText(new Uint8Array([0, 0xd8]))).toBeNull();
  });
});
