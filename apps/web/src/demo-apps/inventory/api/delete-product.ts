import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { inventoryKeys } from './keys.ts';

export const deleteProduct = (id: string) =>
  fetchJson<boolean>('api/apps/ecommerce/inventory/product', { method: 'DELETE', query: { id } });

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_ok, id) => {
      qc.removeQueries({ queryKey: inventoryKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: inventoryKeys.lists() });
    },
  });
}
