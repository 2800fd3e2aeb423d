import { createHmac } from 'node:crypto';

/**
 * The privacy step of ingest: re-keys a sensor fingerprint with the company's secret, HMAC-SHA256,
 * truncated to 32 hex characters (128 bits: collisions stay negligible, and the stored value cannot
 * be reversed or matched against another company's data without the secret). Sensors already send a
 * hash; keying it again server-side means a raw hardware address is never stored and a leaked
 * database cannot be joined with a rainbow table of MACs. The fingerprint is trimmed and lower-cased
 * first, so the same device hashed by sensors that print hex in different case stays one device.
 * Node only (node:crypto): the browser never sees secrets.
 */
export function rekeyFingerprint(secretHex: string, fingerprint: string): string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(secretHex)) throw new Error('rekeyFingerprint: secret must be non-empty hex');
  return createHmac('sha256', Buffer.from(secretHex, 'hex')).update(fingerprint.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);
}
