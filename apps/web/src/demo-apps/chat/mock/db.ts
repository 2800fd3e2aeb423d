import type { Chat, ChatContact, ChatMessage } from '../model.ts';
import { chatSample } from './data.ts';

/**
 * The chat app's in-memory store. Each chat carries its contact and a copy of the template's
 * conversation (chatId and contactId set, "me" mapped to the profile and flagged isMine), then
 * the chat's own last message.
 */
function createDb(now?: number) {
  const { profile, contacts, conversation, chats } = chatSample(now);
  const full: Chat[] = chats.map(({ lastMessageId, ...chat }) => {
    const contact = contacts.find((c) => c.id === chat.contactId)!;
    const messages: ChatMessage[] = conversation.map((m) => ({
      id: m.id,
      chatId: chat.id,
      contactId: m.who === 'me' ? profile.id : chat.contactId,
      isMine: m.who === 'me',
      value: m.value,
      createdAt: m.createdAt,
    }));
    messages.push({
      id: lastMessageId,
      chatId: chat.id,
      contactId: chat.contactId,
      isMine: false,
      value: chat.lastMessage,
      createdAt: chat.lastMessageAt,
    });
    return { ...chat, contact: contact as ChatContact, messages };
  });
  return { profile, contacts, chats: full };
}

export let db = createDb();

export function resetChatDb(now?: number): void {
  db = createDb(now);
}
