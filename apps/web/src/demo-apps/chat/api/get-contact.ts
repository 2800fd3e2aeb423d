import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ChatContact } from '../model.ts';
import { chatKeys } from './keys.ts';

/** A contact with details and shared media, or null for an unknown id. */
export const getContact = async (id: string) => ChatContact.nullable().parse(await fetchJson('api/apps/chat/contact', { query: { id } }));

export const useChatContact = (id: string | null) =>
  useQuery({ queryKey: chatKeys.contact(id ?? ''), queryFn: () => getContact(id ?? ''), enabled: !!id });
