import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Product } from '../model.ts';
import { inventoryKeys } from './keys.ts';

/** Creates an inactive "A New Product" at the top of the catalogue. */
export const createProduct = async () => Product.parse(await fetchJson('api/apps/ecommerce/inventory/product', { method: 'POST' }));

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      qc.setQueryData(inventoryKeys.detail(product.id), product);
      return qc.invalidateQueries({ queryKey: inventoryKeys.lists() });
    },
  });
}
