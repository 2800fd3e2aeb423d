import { describe, expect, it } from 'vitest';
import { rekeyFingerprint } from '@roadlens/traffic';
import { fingerprintKeyer } from './fingerprint-keyer.ts';

describe('fingerprintKeyer', () => {
  it('stores exactly what rekeyFingerprint would (RFC 4231 case 2 and mixed-case input)', () => {
    expect(fingerprintKeyer('4a656665')('what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c7');
    const secret = '00112233445566778899aabbccddeeff';
    const key = fingerprintKeyer(secret);
    for (const fp of ['AA:BB:CC:DD:EE:FF', ' aa:bb:cc:dd:ee:ff ', '9f2c4e1ab07d', 'ü-ç'])
      expect(key(fp)).toBe(rekeyFingerprint(secret, fp));
  });
  it('agrees for a secret longer than a hash block and a fingerprint longer than its buffer, then a short one again', () => {
    const secret = 'a5'.repeat(100);
    const key = fingerprintKeyer(secret);
    for (const fp of ['x'.repeat(300) + 'ğ', 'Ab:12', 'ş'.repeat(400), '']) expect(key(fp)).toBe(rekeyFingerprint(secret, fp));
  });
  it('refuses a secret that is not hex', () => {
    expect(() => fingerprintKeyer('xyz1')).toThrow(/hex/);
    expect(() => fingerprintKeyer('')).toThrow(/hex/);
  });
});
