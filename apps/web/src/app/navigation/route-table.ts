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
    // The router ranks every route for each link it is asked about (a few ms per link for a table this
    // size); most links are settled by the table's own patterns, and the router decides the rest.
    if (patterns) {
      const pathname = link.split(/[?#]/, 1)[0];
      const hits = patterns.filter((p) => p.re.test(pathname));
      if (hits.length === 0) return false;
      if (hits.every((p) => !p.splat)) return true;
    }
    const matches = matchRoutes(routes, link);
    if (!matches || matches.length === 0) return false;
    const path = matches[matches.length - 1].route.path;
    return path !== '*' && !(path ?? '').endsWith('/*');
  };
}

interface Pattern {
  re: RegExp;
  splat: boolean;
}

/**
 * Each route that can match by itself (one with a path, or an index route) as a pattern over its full
 * path, matched as the router matches it (segments case-insensitive, `:name` any one segment, a final
 * `*` anything below). Null when a path uses a form these patterns do not cover (optional segments).
 */
function patternsOf(routes: RouteObject[], parent = ''): Pattern[] | null {
  const out: Pattern[] = [];
  for (const r of routes) {
    const full = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent.replace(/\/+$/, '')}/${r.path}`;
    if (full.includes('?')) return null;
    if (r.path !== undefined || r.index) {
      const segments = full.split('/').filter(Boolean);
      const splat = segments.at(-1) === '*';
      const fixed = (splat ? segments.slice(0, -1) : segments).map((s) =>
        s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      );
      out.push({ re: new RegExp(`^${fixed.join('')}${splat ? '(?:/.*)?' : ''}/*$`, 'i'), splat });
    }
    if (r.children) {
      const below = patternsOf(r.children, full);
      if (!below) return null;
      out.push(...below);
    }
  }
  return out;
}

const everyLink: HasPage = () => true;

/** Outside the app (unit tests of a component), every link counts as served. */
export function useHasPage(): HasPage {
  const routes = useContext(RouteTableContext);
  return useMemo(() => (routes ? hasPageIn(routes) : everyLink), [routes]);
}
