import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RecordsQuery } from '@roadlens/contract/data';
import { data } from '@roadlens/contract/endpoints/data';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { dataKeys } from '../../../lib/api/keys.ts';

export interface RecordFilters {
  device_id: number;
  page: number;
  page_size: number;
  create_time__gte?: string;
  create_time__lte?: string;
  fingerprint?: string;
  signal?: z.input<typeof RecordsQuery>['signal'];
}

/** A device's detections, newest first. */
export function useRecords(f: RecordFilters) {
  return useEndpointQuery(dataKeys, data.records, { query: { ...f, ordering: '-create_time' } }, { placeholderData: keepPreviousData });
}
