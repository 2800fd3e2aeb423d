import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Product } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const updateProduct = async (id: string, product: Partial<Product>) =>
  Product.nullable().parse(await fetchJson('api/apps/ecommerce/inventory/product', { method: 'PATCH', body: { id, product } }));

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: string; product: Partial<Product> }) => updateProduct(id, product),
    onSuccess: (product, { id }) => {
      qc.setQueryData(inventoryKeys.detail(id), product);
      return qc.invalidateQueries({ queryKey: inventoryKeys.lists() });
    },
  });
}
