import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

type Hook = (...args: unknown[]) => Promise<void>;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes Brotli and gzip copies of the text files worth it, in every folder, and none of the rest', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rl-precompress-'));
    mkdirSync(path.join(dir, 'assets', 'i18n'), { recursive: true });
    const script = `export const names = [${Array.from({ length: 400 }, (_, i) => `"sensor ${i}"`).join(',')}];\n`;
    const files = {
      'assets/vendor-1.js': script,
      'assets/i18n/tr.json': JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key${i}`, `Değer ${i}`]))),
      'assets/tiny-2.js': 'export {};\n',
      'assets/photo.png': script,
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
    await (precompress().writeBundle as unknown as Hook).call({}, { dir });

    for (const name of ['assets/vendor-1.js', 'assets/i18n/tr.json']) {
      const original = files[name as keyof typeof files];
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(original);
      expect(readFileSync(path.join(dir, `${name}.br`)).length).toBeLessThan(original.length / 3);
    }
    // Under a kilobyte, or not text: left alone.
    for (const name of ['assets/tiny-2.js', 'assets/photo.png']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
