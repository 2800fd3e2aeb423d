import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { SearchGroup } from '../model.ts';
import { commonKeys } from './keys.ts';

export const searchAll = (query: string) => fetchJson<{ results: SearchGroup[] }>('api/common/search', { method: 'POST', body: { query } });

export const searchQuery = (query: string) =>
  queryOptions({ queryKey: commonKeys.search(query), queryFn: () => searchAll(query), placeholderData: keepPreviousData });

export const useSearch = (query: string) => useQuery({ ...searchQuery(query), enabled: query.trim().length > 0 });
