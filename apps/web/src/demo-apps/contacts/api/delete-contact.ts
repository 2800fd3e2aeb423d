import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { contactKeys } from './keys.ts';

export const deleteContact = (id: string) => fetchJson<boolean>('api/apps/contacts/contact', { method: 'DELETE', query: { id } });

export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_ok, id) => {
      qc.removeQueries({ queryKey: contactKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
