import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Chat } from '../model.ts';
import { chatKeys } from './keys.ts';

/** Merges fields into the chat (mute, read, a new message); the mock answers the updated chat. */
export const updateChat = async (id: string, chat: Partial<Chat>) =>
  Chat.nullable().parse(await fetchJson('api/apps/chat/chat', { method: 'PATCH', body: { id, chat } }));

export function useUpdateChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, chat }: { id: string; chat: Partial<Chat> }) => updateChat(id, chat),
    onSuccess: (chat, { id }) => {
      qc.setQueryData(chatKeys.chat(id), chat);
      qc.setQueryData<Chat[]>(chatKeys.chats(), (list) => (chat && list ? list.map((c) => (c.id === id ? chat : c)) : list));
    },
  });
}
