import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Brand } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const getBrands = async () => z.array(Brand).parse(await fetchJson('api/apps/ecommerce/inventory/brands'));

export const useBrands = () => useQuery({ queryKey: inventoryKeys.lookup('brands'), queryFn: getBrands, staleTime: 5 * 60_000 });
