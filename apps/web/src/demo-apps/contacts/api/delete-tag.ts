import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { contactKeys } from './keys.ts';

export const deleteTag = (id: string) => fetchJson<boolean>('api/apps/contacts/tag', { method: 'DELETE', query: { id } });

export function useDeleteTag() {
  const qc = useQueryClient();
  // The mock strips the tag from every contact, so contacts are fetched again too.
  return useMutation({ mutationFn: deleteTag, onSuccess: () => qc.invalidateQueries({ queryKey: contactKeys.all }) });
}
