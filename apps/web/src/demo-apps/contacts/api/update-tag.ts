import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ContactTag } from '../model.ts';
import { contactKeys } from './keys.ts';

export const updateTag = async (id: string, tag: Partial<ContactTag>) =>
  ContactTag.nullable().parse(await fetchJson('api/apps/contacts/tag', { method: 'PATCH', body: { id, tag } }));

export function useUpdateTag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => updateTag(id, { title }),
    onSuccess: () => qc.invalidateQueries({ queryKey: contactKeys.tags() }),
  });
}
