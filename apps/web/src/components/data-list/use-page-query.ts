import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client.ts';
import type { Page } from './types.ts';

export interface PageQueryOptions<T> {
  enabled?: boolean;
  /** Polling period in ms, or a function of the current page (e.g. poll only while a row is busy). */
  refetchInterval?: number | false | ((data: Page<T> | undefined) => number | false);
}

/** One server page of a DRF list; the previous page stays on screen while the next one loads. */
export function usePageQuery<T>(path: string, query: Query, opts: PageQueryOptions<T> = {}) {
  const every = opts.refetchInterval;
  return useQuery({
    queryKey: [path, 'page', query],
    queryFn: ({ signal }) => api.get<Page<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: typeof every === 'function' ? (q) => every(q.state.data) : every,
  });
}
