import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { HELP, helpAddress } from './help-pages.ts';
import { helpUrlFor } from './route-handle.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const isRedirect = (r: RouteObject) => isValidElement(r.element) && r.element.type === Navigate;

/** Every page the signed-in layout shows: a leaf route that renders something, with its chain of parents. */
function pages(list: RouteObject[], parents: RouteObject[] = [], out: { path: string; chain: RouteObject[] }[] = []) {
  for (const r of list) {
    const chain = [...parents, r];
    if (r.children?.length) pages(r.children, chain, out);
    else if (!isRedirect(r) && r.path !== '*')
      out.push({
        path: chain
          .map((c) => c.path ?? '')
          .filter(Boolean)
          .join('/')
          .replace(/\/+/g, '/'),
        chain,
      });
  }
  return out;
}

describe('help pages', () => {
  // Pages outside the signed-in layout (sign-in, sign-out, the legacy hand-off, shared views) have no help button.
  const shown = pages(routes).filter(
    (p) => !p.path.startsWith('/auth/') && !p.path.startsWith('/legacy/') && !p.path.startsWith('/share/') && p.path !== '/sign-out',
  );

  it('every page of the layout has a help address, so its help button works', () => {
    expect(shown.length).toBeGreaterThan(30);
    const missing = shown
      .filter(
        (p) =>
          !helpUrlFor(
            p.chain.map((r) => ({ pathname: p.path, handle: r.handle })),
            '',
          ),
      )
      .map((p) => p.path);
    expect(missing).toEqual([]);
  });

  it('pages named in the help list (List, Tabular Data, Settings, Road Analytics, System Status) have their own', () => {
    const of = (suffix: string) => {
      const page = shown.find((p) => p.path.endsWith(suffix))!;
      return helpUrlFor(
        page.chain.map((r) => ({ pathname: page.path, handle: r.handle })),
        '',
      );
    };
    expect(of('main/list')).toBe(HELP.list);
    expect(of('tabular')).toBe(HELP.tabular);
    expect(of('settings/profile')).toBe(HELP.settings);
    expect(of('road-analytics')).toBe(HELP.roadAnalytics);
    expect(of('system-status')).toBe(HELP.systemStatus);
  });

  it.each(['en', 'tr'])('every help address is a real page in %s, with a title and text', (lang) => {
    for (const url of Object.values(HELP)) {
      const file = path.join(PUBLIC, helpAddress(url, lang));
      expect(existsSync(file), file).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html).toContain(`<html lang="${lang}">`);
      expect(/<h1>[^<]+<\/h1>/.test(html), file).toBe(true);
      expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, file).toBeGreaterThan(300);
    }
  });
});
