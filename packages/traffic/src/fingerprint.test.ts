import { describe, expect, it } from 'vitest';
import { rekeyFingerprint } from './fingerprint.ts';

describe('rekeyFingerprint', () => {
  it('is HMAC-SHA256 truncated to 32 hex characters (RFC 4231 test case 2)', () => {
    // key "Jefe", data "what do ya want for nothing?" → 5bdcc146bf60754e6a042426089575c7…
    expect(rekeyFingerprint('4a656665', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c7');
  });
  it('depends on the secret, not on case or surrounding space of the input', () => {
    const a = rekeyFingerprint('00112233', 'AA:BB:CC:DD:EE:FF');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(rekeyFingerprint('00112233', ' aa:bb:cc:dd:ee:ff ')).toBe(a);
    expect(rekeyFingerprint('00112234', 'AA:BB:CC:DD:EE:FF')).not.toBe(a);
    expect(rekeyFingerprint('00112233', 'AA:BB:CC:DD:EE:FE')).not.toBe(a);
  });
  it('refuses a secret that is not hex', () => {
    expect(() => rekeyFingerprint('', 'x')).toThrow(/hex/);
    expect(() => rekeyFingerprint('xyz1', 'x')).toThrow(/hex/);
    expect(() => rekeyFingerprint('abc', 'x')).toThrow(/hex/);
  });
});
