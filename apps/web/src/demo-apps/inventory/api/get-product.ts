import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Product } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const getProduct = async (id: string) =>
  Product.nullable().parse(await fetchJson('api/apps/ecommerce/inventory/product', { query: { id } }));

export const productQuery = (id: string) => queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));
