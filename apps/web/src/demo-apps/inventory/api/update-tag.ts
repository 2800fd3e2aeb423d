import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { InventoryTag } from '../model.ts';
import { inventoryKeys } from './keys.ts';

export const updateTag = async (id: string, tag: Partial<InventoryTag>) =>
  InventoryTag.nullable().parse(await fetchJson('api/apps/ecommerce/inventory/tag', { method: 'PATCH', body: { id, tag } }));

export function useUpdateTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => updateTag(id, { title }),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.lookup('tags') }),
  });
}
