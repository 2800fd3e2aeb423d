import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';
import { resolveSecretKey } from './secret-key.ts';

const KEY = 'k'.repeat(40);

describe('sealed secrets', () => {
  it('seals with a fresh IV each time and opens only with the same key and purpose', () => {
    const a = sealSecret(KEY, 'sso', 'client-secret');
    const b = sealSecret(KEY, 'sso', 'client-secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret');
    expect(openSecret(KEY, 'sso', a)).toBe('client-secret');
    expect(() => openSecret('x'.repeat(40), 'sso', a)).toThrow();
    expect(() => openSecret(KEY, 'webhook', a)).toThrow();
    const [v, iv, tag, ct] = a.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => openSecret(KEY, 'sso', [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => sealSecret(undefined, 'sso', 'x')).toThrow(/SECRET_KEY/);
  });

  it('generates a key once in the data folder, mode 0600, and keeps it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'roadlens-key-'));
    try {
      const first = await resolveSecretKey(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect((await stat(path.join(dir, 'secret-key'))).mode & 0o777).toBe(0o600);
      expect(await resolveSecretKey(undefined, dir)).toBe(first);
      expect((await readFile(path.join(dir, 'secret-key'), 'utf8')).trim()).toBe(first);
      expect(await resolveSecretKey(KEY, dir)).toBe(KEY);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
