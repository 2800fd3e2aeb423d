import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Contact } from '../model.ts';
import { contactKeys } from './keys.ts';

/** Merges the given fields into the contact; the mock answers the merged contact. */
export async function updateContact(id: string, contact: Partial<Contact>): Promise<Contact | null> {
  return Contact.nullable().parse(await fetchJson('api/apps/contacts/contact', { method: 'PATCH', body: { id, contact } }));
}

export function useUpdateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contact }: { id: string; contact: Partial<Contact> }) => updateContact(id, contact),
    onSuccess: (contact, { id }) => {
      qc.setQueryData(contactKeys.detail(id), contact);
      return qc.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
