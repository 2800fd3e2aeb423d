import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Category } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const getCategories = async () => z.array(Category).parse(await fetchJson('api/apps/ecommerce/inventory/categories'));

export const useCategories = () =>
  useQuery({ queryKey: inventoryKeys.lookup('categories'), queryFn: getCategories, staleTime: 5 * 60_000 });
