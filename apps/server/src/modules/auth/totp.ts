import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults that every authenticator app understands. */
const PERIOD = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'Roadlens', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/**
 * Checks a code with one step of clock drift either way and returns the time step it belongs to,
 * or null. A step at or before `lastStep` is a replay and is refused, so each code works once.
 */
export function checkTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'check').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
