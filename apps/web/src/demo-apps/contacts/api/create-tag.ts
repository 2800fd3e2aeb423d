import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ContactTag } from '../model.ts';
import { contactKeys } from './keys.ts';

export const createTag = async (title: string) =>
  ContactTag.parse(await fetchJson('api/apps/contacts/tag', { method: 'POST', body: { tag: { title } } }));

export function useCreateTag() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => qc.invalidateQueries({ queryKey: contactKeys.tags() }) });
}
