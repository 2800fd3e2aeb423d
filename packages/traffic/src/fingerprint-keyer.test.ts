import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintKeyer } from './fingerprint-keyer.ts';

// The reference is node's own HMAC, not rekeyFingerprint: that now calls the keyer, so comparing with it
// would compare the keyer with itself.
const hmac = (secretHex: string, fingerprint: string) =>
  createHmac('sha256', Buffer.from(secretHex, 'hex')).update(fingerprint.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);

describe('fingerprintKeyer', () => {
  it('stores exactly what HMAC-SHA256 gives (RFC 4231 case 2 and mixed-case input)', () => {
    expect(fingerprintKeyer('4a656665')('what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c7');
    const secret = '00112233445566778899aabbccddeeff';
    const key = fingerprintKeyer(secret);
    for (const fp of ['AA:BB:CC:DD:EE:FF', ' aa:bb:cc:dd:ee:ff ', '9f2c4e1ab07d', 'ü-ç']) expect(key(fp)).toBe(hmac(secret, fp));
  });
  it('agrees for a secret longer than a hash block and a fingerprint longer than its buffer, then a short one again', () => {
    const secret = 'a5'.repeat(100);
    const key = fingerprintKeyer(secret);
    for (const fp of ['x'.repeat(300) + 'ğ', 'Ab:12', 'ş'.repeat(400), '']) expect(key(fp)).toBe(hmac(secret, fp));
  });
  it('refuses a secret that is not hex', () => {
    expect(() => fingerprintKeyer('xyz1')).toThrow(/hex/);
    expect(() => fingerprintKeyer('')).toThrow(/hex/);
  });
});
