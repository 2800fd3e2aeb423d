import type { ProductSort } from '../model.ts';

export interface ProductListParams {
  search: string;
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const inventoryKeys = {
  all: ['demo', 'inventory'] as const,
  lists: () => [...inventoryKeys.all, 'products'] as const,
  list: (params: ProductListParams) => [...inventoryKeys.lists(), params] as const,
  detail: (id: string) => [...inventoryKeys.all, 'product', id] as const,
  lookup: (name: 'categories' | 'brands' | 'vendors' | 'tags') => [...inventoryKeys.all, name] as const,
};
