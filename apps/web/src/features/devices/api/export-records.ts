import { api, type Query } from '../../../lib/api-client.ts';
import type { RecordFilters } from './list-records.ts';

/** GET /api/map/records/?export=true — the server answers a zip of CSV files (core §8). */
export function exportRecords(f: Omit<RecordFilters, 'page' | 'page_size'>): Promise<Blob> {
  return api.get<Blob>('/api/map/records/', { query: { ...f, export: 'true' } as Query, responseType: 'blob', silent: true });
}
