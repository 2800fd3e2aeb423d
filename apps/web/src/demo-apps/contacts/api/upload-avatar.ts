import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Contact } from '../model.ts';
import { contactKeys } from './keys.ts';

/** Sends the picture as multipart form data; the mock keeps it inline on the contact. */
export async function uploadAvatar(id: string, file: File): Promise<Contact | null> {
  const form = new FormData();
  form.set('id', id);
  form.set('avatar', file);
  return Contact.nullable().parse(await fetchJson('api/apps/contacts/avatar', { method: 'POST', body: form }));
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadAvatar(id, file),
    onSuccess: (contact, { id }) => {
      qc.setQueryData(contactKeys.detail(id), contact);
      return qc.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
