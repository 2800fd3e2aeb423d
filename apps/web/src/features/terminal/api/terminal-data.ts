import { useQueryClient } from '@tanstack/react-query';
import { links } from '@roadlens/contract/endpoints/links';
import { routes } from '@roadlens/contract/endpoints/routes';
import { signs } from '@roadlens/contract/endpoints/signs';
import { activities } from '@roadlens/contract/endpoints/activities';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { activityKeys, linkKeys, routeKeys, signKeys } from '../../../lib/api/keys.ts';
import { useLiveBurst, useLiveConnected } from '../../../lib/api/live.ts';
import { useLiveLinks } from '../../../lib/api/live-links.ts';

/** The wall shows everything the company has; the list calls' maximum page size. */
const ALL = { page_size: 10000, ordering: 'name' } as const;
/** A fallback for a stream that is down: the figures never get older than a minute. */
const REFRESH_MS = 60_000;

export function useTerminalRoutes() {
  return useEndpointQuery(routeKeys, routes.list, { query: ALL }, { refetchInterval: REFRESH_MS, select: (p) => p.results });
}

/** The company's signs with what each shows now, for users who may see signs. */
export function useTerminalSigns(enabled: boolean) {
  return useEndpointQuery(signKeys, signs.list, {}, { enabled, refetchInterval: 30_000 });
}

export function useTerminalLinks() {
  return useEndpointQuery(linkKeys, links.list, { query: ALL }, { refetchInterval: REFRESH_MS, select: (p) => p.results });
}

/**
 * Live updates: a `traffic` event carries every current value of its links, so link tiles update
 * from it directly; a route's figures are sums over its links computed on the server, so routes
 * are read again, once per burst of events. Answers whether the stream is connected.
 */
export function useLiveTerminal(): boolean {
  const client = useQueryClient();
  useLiveLinks();
  useLiveBurst('traffic', () => {
    void client.invalidateQueries({ queryKey: routeKeys.all });
    void client.invalidateQueries({ queryKey: signKeys.all });
    void client.invalidateQueries({ queryKey: activityKeys.all });
  });
  return useLiveConnected();
}

/** A port's terminal figures per hour over the last day, and the known trucks' visits of that day. */
export function useTerminalStats(enabled: boolean) {
  return useEndpointQuery(activityKeys, activities.terminalStats, { query: { hours: 24 } }, { enabled, refetchInterval: REFRESH_MS });
}

export function useTerminalVisits(enabled: boolean) {
  return useEndpointQuery(activityKeys, activities.list, { query: { hours: 24 } }, { enabled, refetchInterval: REFRESH_MS });
}
