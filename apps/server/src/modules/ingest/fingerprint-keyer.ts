import { createHmac } from 'node:crypto';

/**
 * The same value as `rekeyFingerprint` of @roadlens/traffic (HMAC-SHA256 of the trimmed, lower-cased
 * fingerprint, first 32 hex characters), for a whole batch: the secret is checked and decoded once
 * instead of once per record, which was ~40 % of the re-keying cost at 1000 records a batch.
 */
export function fingerprintKeyer(secretHex: string): (fingerprint: string) => string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(secretHex)) throw new Error('fingerprintKeyer: secret must be non-empty hex');
  const key = Buffer.from(secretHex, 'hex');
  return (fingerprint) => createHmac('sha256', key).update(fingerprint.trim().toLowerCase(), 'utf8').digest().toString('hex', 0, 16);
}
