import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { InventoryTag } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const getTags = async () => z.array(InventoryTag).parse(await fetchJson('api/apps/ecommerce/inventory/tags'));

export const useTags = () => useQuery({ queryKey: inventoryKeys.lookup('tags'), queryFn: getTags, staleTime: 5 * 60_000 });
