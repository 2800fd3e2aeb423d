import { describe, expect, it } from 'vitest';
import { IngestDetection } from './ingest.ts';
import { checkDetection } from './ingest-check.ts';

const base = { serial: 'IST-001', fingerprint: '9f2c4e1ab07d', create_time: 1763884921 };
const zod = (r: unknown) => IngestDetection.safeParse(r);
/** The fields zod names for a record, as the batch's 400 lists them. */
const zodFields = (r: unknown) => {
  const res = zod(r);
  return res.success ? [] : [...new Set(res.error.issues.map((i) => i.path.join('.') || 'non_field_errors'))];
};

describe('checkDetection (the hand-written fast path of IngestDetection)', () => {
  it.each([
    ['all fields', { ...base, rssi: -71, signal: 2, tag: 'bus' }],
    ['the minimum', base],
    ['ISO time with Z', { ...base, create_time: '2026-11-23T08:00:01Z' }],
    ['ISO time with milliseconds and an offset', { ...base, create_time: '2024-02-29T23:59:59.123+03:00' }],
    ['ISO time with microseconds', { ...base, create_time: '2026-11-23T08:00:01.123456-05:30' }],
    ['fractional epoch seconds', { ...base, create_time: 1763884921.25 }],
    ['the last epoch second', { ...base, create_time: 253_402_300_799 }],
    ['null rssi and tag', { ...base, rssi: null, tag: null }],
    ['rssi at both bounds', { ...base, rssi: -150 }],
    ['rssi at the top', { ...base, rssi: 20 }],
    ['text to trim', { ...base, serial: '  IST-001 ', fingerprint: '\tab ' }],
    ['the longest texts', { ...base, serial: 's'.repeat(100), fingerprint: 'f'.repeat(200), tag: 't'.repeat(200) }],
    ['an empty tag', { ...base, tag: '' }],
    ['unknown keys (dropped)', { ...base, extra: { a: 1 }, mac: 'x' }],
    ['astral characters', { ...base, serial: 'IST-😀', tag: '😀' }],
  ])('takes %s, with the schema’s output', (_, r) => {
    const expected = zod(r);
    expect(expected.success).toBe(true);
    expect(checkDetection(r)).toEqual(expected.data);
  });

  // Each kind of bad record: the fast path declines it, so the schema answers and names the field.
  it.each([
    ['not an object', 'x', 'non_field_errors'],
    ['an array', [base], 'non_field_errors'],
    ['null', null, 'non_field_errors'],
    ['no serial', { fingerprint: 'a', create_time: 1 }, 'serial'],
    ['a blank serial', { ...base, serial: '   ' }, 'serial'],
    ['a numeric serial', { ...base, serial: 12 }, 'serial'],
    ['a serial too long', { ...base, serial: 's'.repeat(101) }, 'serial'],
    ['a serial with NUL', { ...base, serial: 'a\u0000b' }, 'serial'],
    ['a lone surrogate in the fingerprint', { ...base, fingerprint: 'a\ud800b' }, 'fingerprint'],
    ['a fingerprint too long', { ...base, fingerprint: 'f'.repeat(201) }, 'fingerprint'],
    ['no time', { serial: 'a', fingerprint: 'b' }, 'create_time'],
    ['time as words', { ...base, create_time: 'yesterday' }, 'create_time'],
    ['time 0', { ...base, create_time: 0 }, 'create_time'],
    ['negative time', { ...base, create_time: -5 }, 'create_time'],
    ['time past year 9999', { ...base, create_time: 253_402_300_800 }, 'create_time'],
    ['an impossible date', { ...base, create_time: '2026-02-30T00:00:00Z' }, 'create_time'],
    ['an offset past 14 h', { ...base, create_time: '2026-01-01T00:00:00+15:00' }, 'create_time'],
    ['7 decimals', { ...base, create_time: '2026-01-01T00:00:00.1234567Z' }, 'create_time'],
    ['time as boolean', { ...base, create_time: true }, 'create_time'],
    ['a fractional rssi', { ...base, rssi: -70.5 }, 'rssi'],
    ['rssi too low', { ...base, rssi: -151 }, 'rssi'],
    ['rssi too high', { ...base, rssi: 21 }, 'rssi'],
    ['rssi as text', { ...base, rssi: '-70' }, 'rssi'],
    ['signal 4', { ...base, signal: 4 }, 'signal'],
    ['signal null', { ...base, signal: null }, 'signal'],
    ['signal as text', { ...base, signal: '1' }, 'signal'],
    ['a tag too long', { ...base, tag: 't'.repeat(201) }, 'tag'],
    ['a numeric tag', { ...base, tag: 5 }, 'tag'],
    ['a tag with NUL', { ...base, tag: '\u0000' }, 'tag'],
  ])('declines %s, which the schema refuses naming its field', (_, r, field) => {
    expect(checkDetection(r)).toBeUndefined();
    expect(zodFields(r)).toEqual([field]);
  });

  it('never takes a time the schema refuses (a grid of near-valid forms)', () => {
    const times: Array<string | number> = [];
    for (const date of ['2024-02-29', '2025-02-29', '2026-12-31', '2026-13-01', '2026-00-10', '0000-01-01', '0001-01-01', '9999-12-31'])
      for (const clock of ['T00:00:00', 'T23:59:59', 'T24:00:00', 'T12:60:00', 'T12:00:60', 'T12:00', ' 12:00:00', 't12:00:00'])
        for (const frac of ['', '.1', '.123456', '.1234567', '.'])
          for (const zone of ['Z', 'z', '', '+00:00', '-14:00', '+14:59', '+15:00', '+05:60', '+0530', '+05'])
            times.push(date + clock + frac + zone);
    times.push(1e-9, 1, 0.5, 1e12, Number.MAX_SAFE_INTEGER, '1763884921', '');
    let taken = 0;
    for (const create_time of times) {
      const r = { ...base, create_time };
      const fast = checkDetection(r);
      if (fast === undefined) continue;
      taken++;
      expect(zod(r).data, JSON.stringify(create_time)).toEqual(fast);
    }
    // 4 real dates × 2 real clocks × 3 decimals × 4 zones in the grid are plain, and the fast path takes them
    expect(taken).toBeGreaterThanOrEqual(96);
  });
});
