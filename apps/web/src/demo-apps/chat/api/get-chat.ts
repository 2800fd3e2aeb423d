import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Chat } from '../model.ts';
import { chatKeys } from './keys.ts';

/** One chat with its contact and messages, or null for an unknown id. */
export const getChat = async (id: string) => Chat.nullable().parse(await fetchJson('api/apps/chat/chat', { query: { id } }));

export const useChat = (id: string) => useQuery({ queryKey: chatKeys.chat(id), queryFn: () => getChat(id) });
