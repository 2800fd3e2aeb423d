import { fingerprintKeyer } from './fingerprint-keyer.ts';

/**
 * The privacy step of ingest: re-keys a sensor fingerprint with the company's secret, HMAC-SHA256,
 * truncated to 32 hex characters (128 bits: collisions stay negligible, and the stored value cannot
 * be reversed or matched against another company's data without the secret). Sensors already send a
 * hash; keying it again server-side means a raw hardware address is never stored and a leaked
 * database cannot be joined with a rainbow table of MACs. The fingerprint is trimmed and lower-cased
 * first, so the same device hashed by sensors that print hex in different case stays one device.
 * Node only (node:crypto): the browser never sees secrets. For many fingerprints under one secret,
 * make one `fingerprintKeyer` and reuse it: this prepares the secret again on every call.
 */
export function rekeyFingerprint(secretHex: string, fingerprint: string): string {
  return fingerprintKeyer(secretHex)(fingerprint);
}
