import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../router.tsx';
import { navigationVariants } from './navigation-tree.ts';
import { hasPageIn } from './route-table.ts';
import type { NavItem } from './types.ts';

// The router's matcher, counted: the table's patterns should settle the menu's links without it.
vi.mock('react-router', async (original) => {
  const real = await original<typeof import('react-router')>();
  return { ...real, matchRoutes: vi.fn(real.matchRoutes) };
});

/** The router's own answer: the best match is a route with a page, not a catch-all. */
function routerSays(table: RouteObject[], link: string) {
  const matches = matchRoutes(table, link);
  const path = matches?.at(-1)?.route.path;
  return Boolean(matches?.length) && path !== '*' && !(path ?? '').endsWith('/*');
}

const links = (items: NavItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);

describe('hasPageIn', () => {
  it('agrees with the router on every menu link of every menu variant, and on links near them', () => {
    const menu = [...new Set(Object.values(navigationVariants()).flatMap((items) => links(items)))];
    const near = menu.flatMap((l) => [`${l}/`, l.toUpperCase(), `${l}/x`, `${l}/x/y`, `${l}?tab=2`, l.replace(/\/[^/]+$/, '')]);
    const hasPage = hasPageIn(routes);
    expect(menu.length).toBeGreaterThan(20);
    for (const link of [...menu, ...near, '/', '/nowhere', '/dashboard/devices/12', '/dashboard/devices/12/edit'])
      expect([link, hasPage(link)]).toEqual([link, routerSays(routes, link)]);
  });

  it("settles the menu's links from the table's patterns, without the router's ranking", () => {
    const menu = [...new Set(Object.values(navigationVariants()).flatMap((items) => links(items)))];
    const hasPage = hasPageIn(routes);
    vi.mocked(matchRoutes).mockClear();
    menu.forEach((link) => hasPage(link));
    expect(vi.mocked(matchRoutes).mock.calls.map(([, link]) => link)).toEqual([]);
  });

  it('agrees with the router where a catch-all below an area competes with a page, and with optional segments', () => {
    const area: RouteObject = { path: '/a', children: [{ index: true }, { path: 'b/*' }, { path: ':x/:y' }, { path: 'c/:id' }] };
    // With and without a catch-all (without one, a link no route serves is settled by the patterns alone).
    for (const table of [[area], [area, { path: '*' }], [area, { path: '/opt/:id?' }, { path: '*' }]]) {
      const hasPage = hasPageIn(table);
      for (const link of ['/a', '/a/', '/a/b', '/a/b/c', '/a/q/r', '/a/c/1', '/a/c/1/2', '/A/C/1', '/opt', '/opt/3', '/z'])
        expect([link, hasPage(link)]).toEqual([link, routerSays(table, link)]);
    }
  });
});
