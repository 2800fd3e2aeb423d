import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { inventoryKeys } from './keys.ts';

export const deleteTag = (id: string) => fetchJson<boolean>('api/apps/ecommerce/inventory/tag', { method: 'DELETE', query: { id } });

export function useDeleteTag() {
  const qc = useQueryClient();
  // The mock strips the tag from every product, so products are fetched again too.
  return useMutation({ mutationFn: deleteTag, onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.all }) });
}
