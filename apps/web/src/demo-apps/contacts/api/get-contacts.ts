import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Contact } from '../model.ts';
import { contactKeys } from './keys.ts';

/** Everyone, or those whose name contains `query`; both sorted by name by the mock. */
export async function getContacts(query: string): Promise<Contact[]> {
  const data = query.trim()
    ? await fetchJson('api/apps/contacts/search', { query: { query: query.trim() } })
    : await fetchJson('api/apps/contacts/all');
  return z.array(Contact).parse(data);
}

export const contactsQuery = (query: string) =>
  queryOptions({ queryKey: contactKeys.list(query.trim()), queryFn: () => getContacts(query), placeholderData: keepPreviousData });

export const useContacts = (query: string) => useQuery(contactsQuery(query));
