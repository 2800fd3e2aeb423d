import { keepPreviousData } from '@tanstack/react-query';
import type { Endpoint, EndpointResponse } from '@roadlens/contract/endpoint';
import { useEndpointQuery, type CallInput, type ResourceKeys } from '../../lib/api/client.ts';
import type { Page } from './types.ts';

export interface PageQueryOptions<T> {
  enabled?: boolean;
  /** Polling period in ms, or a function of the current page (e.g. poll only while a row is busy). */
  refetchInterval?: number | false | ((data: Page<T> | undefined) => number | false);
}

type PageEndpoint = Endpoint & { method: 'GET' };
type Row<E extends PageEndpoint> = EndpointResponse<E> extends Page<infer T> ? T : never;

/**
 * One server page of a list endpoint of the contract, keyed under its resource so a mutation of
 * that resource refreshes it; the previous page stays on screen while the next one loads. The
 * query is the list screen's parameters (page, size, ordering, search, filters), which the
 * server validates.
 */
export function usePageQuery<E extends PageEndpoint>(
  keys: ResourceKeys,
  e: E,
  query: Record<string, unknown>,
  opts: PageQueryOptions<Row<E>> = {},
) {
  const every = opts.refetchInterval;
  return useEndpointQuery(keys, e, { query } as CallInput<E>, {
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: typeof every === 'function' ? (q) => every(q.state.data as Page<Row<E>> | undefined) : every,
  });
}
