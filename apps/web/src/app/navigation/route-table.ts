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
  return (link) => {
    const matches = matchRoutes(routes, link);
    if (!matches || matches.length === 0) return false;
    const path = matches[matches.length - 1].route.path;
    return path !== '*' && !(path ?? '').endsWith('/*');
  };
}

const everyLink: HasPage = () => true;

/** Outside the app (unit tests of a component), every link counts as served. */
export function useHasPage(): HasPage {
  const routes = useContext(RouteTableContext);
  return useMemo(() => (routes ? hasPageIn(routes) : everyLink), [routes]);
}
