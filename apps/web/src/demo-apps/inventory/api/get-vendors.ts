import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Vendor } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const getVendors = async () => z.array(Vendor).parse(await fetchJson('api/apps/ecommerce/inventory/vendors'));

export const useVendors = () => useQuery({ queryKey: inventoryKeys.lookup('vendors'), queryFn: getVendors, staleTime: 5 * 60_000 });
