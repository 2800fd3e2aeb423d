import { data } from '@roadlens/contract/endpoints/data';
import { call } from '../../../lib/api/client.ts';
import type { RecordFilters } from './list-records.ts';

/** The device's detections as a zip of CSV files. */
export function exportRecords(f: Omit<RecordFilters, 'page' | 'page_size'>): Promise<Blob> {
  return call(data.records, { query: { ...f, export: 'true' } }, { responseType: 'blob', silent: true }) as unknown as Promise<Blob>;
}
