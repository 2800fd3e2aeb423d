import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ChatProfile } from '../model.ts';
import { chatKeys } from './keys.ts';

export const getProfile = async () => ChatProfile.parse(await fetchJson('api/apps/chat/profile'));

export const useChatProfile = () => useQuery({ queryKey: chatKeys.profile(), queryFn: getProfile, staleTime: Infinity });
