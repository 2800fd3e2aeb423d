import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { bundleLocales } from '../../vite-plugins/i18n-bundle.ts';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('translations', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const en = keys(bundleLocales(src, 'en'));
  const tr = keys(bundleLocales(src, 'tr'));

  it('has every English key in Turkish', () => {
    expect(en.filter((k) => !tr.includes(k))).toEqual([]);
  });
  it('has every Turkish key in English', () => {
    expect(tr.filter((k) => !en.includes(k))).toEqual([]);
  });
});
