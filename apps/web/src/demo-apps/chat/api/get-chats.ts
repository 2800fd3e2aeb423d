import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Chat } from '../model.ts';
import { chatKeys } from './keys.ts';

export const getChats = async () => z.array(Chat).parse(await fetchJson('api/apps/chat/chats'));

export const useChats = () => useQuery({ queryKey: chatKeys.chats(), queryFn: getChats });
