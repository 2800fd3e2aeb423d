import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a tenant gives the server (an identity provider's client secret) are stored sealed with
 * AES-256-GCM under a key derived from the server's SECRET_KEY. `purpose` is bound in as
 * associated data, so a sealed value cannot be moved to another kind of field.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
const VERSION = 'v1';

function keyOf(secretKey: string | undefined): Buffer {
  if (!secretKey) throw new Error('SECRET_KEY is not set: the server cannot seal or open stored secrets.');
  return Buffer.from(hkdfSync('sha256', secretKey, 'roadlens', 'stored secrets v1', 32));
}

export function sealSecret(secretKey: string | undefined, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws when the value was sealed under another key or purpose, or was altered. */
export function openSecret(secretKey: string | undefined, purpose: string, sealed: string): string {
  const [version, iv, tag, ct] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ct === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
