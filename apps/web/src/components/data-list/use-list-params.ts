import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/search-params.ts';
import { DEFAULT_ORDERING, PAGE_SIZE, type ListQuery } from './types.ts';

export interface ListParams {
  page: number;
  ordering: string;
  search: string;
  /** The screen's own filters, as they stand in the URL. */
  filters: Record<string, string>;
  /** The DRF query for the server: page, page_size, ordering, search and the filters. */
  query: ListQuery;
  /** Sets (or, with null/empty, removes) URL parameters; anything but `page` sends the list back to page 1. */
  set: (patch: Record<string, string | null | undefined>) => void;
}

/**
 * A list's state lives in the URL (page, ordering, search, filters) so a view can be shared or
 * reloaded; defaults stay out of the URL to keep it short.
 */
export function useListParams(opts: { filters?: readonly string[]; defaultOrdering?: string; pageSize?: number } = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const { filters: keys = [], defaultOrdering = DEFAULT_ORDERING, pageSize = PAGE_SIZE } = opts;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const ordering = params.get('ordering') || defaultOrdering;
  const search = params.get('search') ?? '';
  const keyList = keys.join(',');
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const k of keyList ? keyList.split(',') : []) {
      const v = params.get(k);
      if (v) out[k] = v;
    }
    return out;
  }, [params, keyList]);

  const set = useCallback(
    (patch: Record<string, string | null | undefined>) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (!('page' in patch)) next.delete('page');
          for (const [k, v] of Object.entries(patch)) {
            if (v && !(k === 'ordering' && v === defaultOrdering) && !(k === 'page' && v === '1')) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaultOrdering],
  );

  const query = useMemo<ListQuery>(
    () => ({ page, page_size: pageSize, ordering, search: search || undefined, ...filters }),
    [page, pageSize, ordering, search, filters],
  );
  return { page, ordering, search, filters, query, set };
}
