import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { InventoryTag } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const createTag = async (title: string) =>
  InventoryTag.parse(await fetchJson('api/apps/ecommerce/inventory/tag', { method: 'POST', body: { tag: { title } } }));

export function useCreateTag() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.lookup('tags') }) });
}
