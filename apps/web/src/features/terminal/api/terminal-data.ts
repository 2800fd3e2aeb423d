import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Link, Route } from '@roadlens/contract/links';
import { api } from '../../../lib/api-client.ts';

interface Page<T> {
  count: number;
  results: T[];
}
export const TERMINAL_KEY = ['terminal'] as const;
/** The wall shows everything the company has; the list calls' maximum page size. */
const ALL = { page_size: 10000, ordering: 'name' };
/** A fallback for a stream that is down: the figures never get older than a minute. */
const REFRESH_MS = 60_000;

export function useTerminalRoutes() {
  return useQuery({
    queryKey: [...TERMINAL_KEY, 'routes'],
    queryFn: ({ signal }) => api.get<Page<Route>>('/api/map/routes/', { query: ALL, signal }).then((p) => p.results),
    refetchInterval: REFRESH_MS,
  });
}

export function useTerminalLinks() {
  return useQuery({
    queryKey: [...TERMINAL_KEY, 'links'],
    queryFn: ({ signal }) => api.get<Page<Link>>('/api/map/links/', { query: ALL, signal }).then((p) => p.results),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Live updates: every `traffic` event of the company's stream (a link got a new interval) refetches
 * the wall once per burst, since a route's figures are sums over its links and come from the server.
 * Answers whether the stream is connected.
 */
export function useLiveTerminal(): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events/', { withCredentials: true });
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onTraffic = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        void client.invalidateQueries({ queryKey: TERMINAL_KEY });
      }, 1000);
    };
    source.addEventListener('traffic', onTraffic);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    return () => {
      source.removeEventListener('traffic', onTraffic);
      source.close();
      if (pending) clearTimeout(pending);
    };
  }, [client]);
  return live;
}
