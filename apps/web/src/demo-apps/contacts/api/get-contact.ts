import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Contact } from '../model.ts';
import { contactKeys } from './keys.ts';

/** One contact, or null when the id is unknown. */
export async function getContact(id: string): Promise<Contact | null> {
  return Contact.nullable().parse(await fetchJson('api/apps/contacts/contact', { query: { id } }));
}

export const contactQuery = (id: string) => queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => getContact(id) });

export const useContact = (id: string) => useQuery(contactQuery(id));
