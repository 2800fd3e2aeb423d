import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes } from './figures.ts';

describe('system status figures', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KB'],
    [1536, 'tr', '1,5 KB'],
    [250 * 1024 * 1024, 'en', '250 MB'],
    [3.25 * 1024 ** 3, 'en', '3.3 GB'],
  ])('%d bytes in %s', (bytes, lang, text) => expect(formatBytes(bytes, lang)).toBe(text));

  it.each([
    [0, [[0, 's']]],
    [59.9, [[59, 's']]],
    [
      61,
      [
        [1, 'm'],
        [1, 's'],
      ],
    ],
    [3600, [[1, 'h']]],
    [
      93784,
      [
        [1, 'd'],
        [2, 'h'],
      ],
    ],
    [86400 + 59, [[1, 'd']]],
  ])('%d seconds', (s, parts) => expect(durationParts(s)).toEqual(parts));
});
