import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Contact } from '../model.ts';
import { contactKeys } from './keys.ts';

/** Creates an empty "New Contact" at the top of the list. */
export async function createContact(): Promise<Contact> {
  return Contact.parse(await fetchJson('api/apps/contacts/contact', { method: 'POST' }));
}

export function useCreateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact) => {
      qc.setQueryData(contactKeys.detail(contact.id), contact);
      return qc.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
