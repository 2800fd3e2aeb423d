import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The route table, for the menu: a menu entry whose link no route serves (only the catch-all
 * matches it) has no page on this installation and is not shown. Pages added to the router
 * appear in the menu with no further change.
 */
export const RouteTableContext = createContext<RouteObject[] | null>(null);

export type HasPage = (link: string) => boolean;

export function hasPageIn(routes: RouteObject[]): HasPage {
  const patterns = patternsOf(routes);
  return (link) => {
    // The router ranks every route for each link it is asked about (about a millisecond per link for a table this
    // size). The table's own patterns, ranked by the router's scores, settle a link unless the best ones
    // disagree (a page and a catch-all scored the same); the router decides those.
    const pathname = link.split(/[?#]/, 1)[0];
    let best = -Infinity;
    let page = new Set<boolean>();
    for (const p of patterns) {
      if (p.score < best || !p.re.test(pathname)) continue;
      if (p.score > best) {
        best = p.score;
        page = new Set();
      }
      page.add(!p.splat);
    }
    if (page.size === 0) return false;
    if (page.size === 1) return page.has(true);
    const matches = matchRoutes(routes, link);
    if (!matches || matches.length === 0) return false;
    const path = matches[matches.length - 1].route.path;
    return path !== '*' && !(path ?? '').endsWith('/*');
  };
}

interface Pattern {
  re: RegExp;
  splat: boolean;
  score: number;
}

/**
 * Each route that can match by itself (one with a path, or an index route) as a pattern over its full
 * path, matched as the router matches it (segments case-insensitive, `:name` any one segment, a final
 * `*` anything below) and scored as the router ranks it. A path with optional segments counts once
 * for each way of writing it, as the router counts it.
 */
function patternsOf(routes: RouteObject[], parent = ''): Pattern[] {
  const out: Pattern[] = [];
  for (const r of routes)
    for (const own of spelled(r.path ?? '')) {
      const full = `${parent}/${own.startsWith('/') ? own.slice(parent.length) : own}`.replace(/\/\/+/g, '/');
      if (r.children?.length) out.push(...patternsOf(r.children, full));
      if (r.path === undefined && !r.index) continue;
      const segments = full.split('/').filter(Boolean);
      const splat = segments.at(-1) === '*';
      const fixed = (splat ? segments.slice(0, -1) : segments).map((s) =>
        s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      );
      out.push({ re: new RegExp(`^${fixed.join('')}${splat ? '(?:/.*)?' : ''}/*$`, 'i'), splat, score: score(full, r.index === true) });
    }
  return out;
}

/** A path with optional segments (`:id?`, `edit?`) written every way it can be: with and without each. */
function spelled(path: string): string[] {
  let ways: string[][] = [[]];
  for (const s of path.split('/')) ways = s.endsWith('?') ? ways.flatMap((w) => [[...w, s.slice(0, -1)], w]) : ways.map((w) => [...w, s]);
  return ways.map((w) => w.join('/'));
}

/** The router's rank of a route's full path: more and more specific segments first, a catch-all last. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== '*') total += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  return total;
}

const everyLink: HasPage = () => true;

/** Outside the app (unit tests of a component), every link counts as served. */
export function useHasPage(): HasPage {
  const routes = useContext(RouteTableContext);
  return useMemo(() => (routes ? hasPageIn(routes) : everyLink), [routes]);
}
