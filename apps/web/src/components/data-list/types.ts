/** Table defaults: page size 10, ordered by name. */
export const PAGE_SIZE = 10;
export const DEFAULT_ORDERING = 'name';

/** DRF list envelope (`next`/`previous` are optional: some screens only read count and results). */
export interface Page<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

/** What a list screen sends: DRF paging, ordering, search, plus its own filters. */
export type ListQuery = { page: number; page_size: number; ordering: string; search?: string } & Record<
  string,
  string | number | undefined
>;
