import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ChatContact } from '../model.ts';
import { chatKeys } from './keys.ts';

/** Everyone one can chat with, sorted by name (without details and attachments). */
export const getContacts = async () => z.array(ChatContact).parse(await fetchJson('api/apps/chat/contacts'));

export const useChatContacts = (enabled = true) => useQuery({ queryKey: chatKeys.contacts(), queryFn: getContacts, enabled });
