import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ProductPage } from '../model.ts';
import { inventoryKeys, type ProductListParams } from './keys.ts';

/** One page of products; `page` counts from 0 as the template's UI sends it. */
export async function getProducts(params: ProductListParams): Promise<ProductPage> {
  const { search, sort, order, page, size } = params;
  return ProductPage.parse(await fetchJson('api/apps/ecommerce/inventory/products', { query: { search, sort, order, page, size } }));
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: inventoryKeys.list(params), queryFn: () => getProducts(params), placeholderData: keepPreviousData });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
