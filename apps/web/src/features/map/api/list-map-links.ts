import { useQuery } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

interface Page<T> {
  count: number;
  results: T[];
}
/** All links of the company with current values, for drawing (one call; 10,000 is the spec's max). */
export const MAP_LINKS_KEY = ['map', 'links'] as const;

export async function listMapLinks(): Promise<Link[]> {
  const r = await api.get<Page<Link> | Link[]>('/api/map/links/', { query: { page_size: 10000 } });
  return Array.isArray(r) ? r : r.results;
}

export function useMapLinks() {
  return useQuery({ queryKey: MAP_LINKS_KEY, queryFn: listMapLinks, staleTime: 60_000 });
}
