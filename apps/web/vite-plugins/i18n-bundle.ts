import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LANGUAGES = ['en', 'tr'] as const;

function findLocaleFiles(dir: string, lang: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') findLocaleFiles(full, lang, out);
    } else if (name === `${lang}.json` && path.basename(dir) === 'locales') {
      out.push(full);
    }
  }
  return out.sort();
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>, file: string, trail = ''): void {
  for (const [key, value] of Object.entries(source)) {
    const at = trail ? `${trail}.${key}` : key;
    const existing = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (existing !== undefined && (typeof existing !== 'object' || existing === null))
        throw new Error(`i18n key ${at} clashes in ${file}`);
      target[key] ??= {};
      deepMerge(target[key] as Record<string, unknown>, value as Record<string, unknown>, file, at);
    } else {
      if (existing !== undefined) throw new Error(`i18n key ${at} is defined twice (again in ${file})`);
      target[key] = value;
    }
  }
}

/**
 * Each feature keeps its texts in its own `locales/{lang}.json` (delete the folder, the texts go
 * with it). This merges them into the one file per language the app fetches:
 * `./assets/i18n/{lang}.json`, served in dev and emitted at build.
 */
export function bundleLocales(srcDir: string, lang: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const file of findLocaleFiles(srcDir, lang))
    deepMerge(merged, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, file);
  return merged;
}

export function i18nBundle(srcDir: string): Plugin {
  return {
    name: 'roadlens-i18n-bundle',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /\/assets\/i18n\/([a-z]{2})\.json/.exec(req.url ?? '');
        if (!m || !LANGUAGES.includes(m[1] as 'en')) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(bundleLocales(srcDir, m[1])));
      });
    },
    generateBundle() {
      for (const lang of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: `assets/i18n/${lang}.json`, source: JSON.stringify(bundleLocales(srcDir, lang)) });
      }
    },
  };
}
