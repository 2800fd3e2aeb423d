import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/search-params.ts';
import { NUMBER_SORTS, TEXT_SORTS, type ProductSort } from '../model.ts';
import type { ProductListParams } from '../api/keys.ts';

const SORTS: readonly string[] = [...TEXT_SORTS, ...NUMBER_SORTS];
export const PAGE_SIZES = [5, 10, 25, 50];

/**
 * The list's search, sort and page live in the address (`?search=&sort=&order=&page=&size=`), so a
 * reload or a shared link shows the same page. Pages count from 0, as the template's UI sends them.
 */
export function useListParams(): [ProductListParams, (next: Partial<ProductListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo<ProductListParams>(() => {
    const sort = params.get('sort') ?? '';
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    return {
      search: params.get('search') ?? '',
      sort: (SORTS.includes(sort) ? sort : 'name') as ProductSort,
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
      page: Number.isInteger(page) && page > 0 ? page : 0,
      size: PAGE_SIZES.includes(size) ? size : 10,
    };
  }, [params]);
  const update = useCallback(
    (next: Partial<ProductListParams>) =>
      setParams(
        (prev) => {
          const merged = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next)) {
            if (v === '' || v === undefined) merged.delete(k);
            else merged.set(k, String(v));
          }
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, update];
}
