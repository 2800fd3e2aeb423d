// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { compareText } from '../../shared/compare-text.ts';
import { Chat, ChatContact, ChatProfile, DEFAULT_ABOUT } from '../model.ts';
import { db, resetChatDb } from './db.ts';
import { chatHandlers } from './handlers.ts';

startMockServer(...chatHandlers);
beforeEach(() => resetChatDb());

describe('chat mock', () => {
  it('lists every chat with its contact and messages', async () => {
    const { status, body } = await call<Chat[]>('api/apps/chat/chats');
    expect(status).toBe(200);
    expect(body).toHaveLength(12);
    for (const chat of body) {
      Chat.parse(chat);
      expect(chat.contact.id).toBe(chat.contactId);
      expect(chat.messages.at(-1)).toMatchObject({ value: chat.lastMessage, createdAt: chat.lastMessageAt, isMine: false });
    }
  });

  it('copies the template conversation into each chat, "me" mapped to the profile and flagged isMine', async () => {
    const profile = (await call<ChatProfile>('api/apps/chat/profile')).body;
    const [a, b] = (await call<Chat[]>('api/apps/chat/chats')).body;
    const strip = (c: Chat) => c.messages.slice(0, -1).map((m) => ({ value: m.value, isMine: m.isMine, createdAt: m.createdAt }));
    expect(strip(a)).toEqual(strip(b));
    for (const chat of [a, b]) {
      for (const m of chat.messages) {
        expect(m.chatId).toBe(chat.id);
        expect(m.contactId).toBe(m.isMine ? profile.id : chat.contactId);
      }
      expect(chat.messages.some((m) => m.isMine)).toBe(true);
      expect(chat.messages.some((m) => !m.isMine)).toBe(true);
    }
  });

  it('gets one chat by id, and null for an unknown id', async () => {
    const [first] = (await call<Chat[]>('api/apps/chat/chats')).body;
    expect((await call(`api/apps/chat/chat?id=${first.id}`)).body).toEqual(first);
    expect(await call('api/apps/chat/chat?id=nope')).toEqual({ status: 200, body: null });
  });

  it('merges a chat patch and returns the updated chat', async () => {
    const [first] = (await call<Chat[]>('api/apps/chat/chats')).body;
    const message = { ...first.messages[0], id: 'new', value: 'Hello again', isMine: true, createdAt: new Date().toISOString() };
    const { body } = await call<Chat>('api/apps/chat/chat', {
      method: 'PATCH',
      body: { id: first.id, chat: { muted: true, unreadCount: 0, messages: [...first.messages, message], lastMessage: 'Hello again' } },
    });
    expect(body).toEqual({ ...first, muted: true, unreadCount: 0, messages: [...first.messages, message], lastMessage: 'Hello again' });
    expect((await call(`api/apps/chat/chat?id=${first.id}`)).body).toEqual(body);
    expect((await call('api/apps/chat/chat', { method: 'PATCH', body: { id: 'nope', chat: { muted: true } } })).body).toBeNull();
  });

  it('lists contacts sorted by name, locale-aware, without details and attachments', async () => {
    const { body } = await call<ChatContact[]>('api/apps/chat/contacts');
    expect(body).toHaveLength(db.contacts.length);
    const names = body.map((c) => ChatContact.parse(c).name);
    expect(names).toEqual([...names].sort(compareText));
    expect(names.indexOf('Çağla Yılmaz')).toBeLessThan(names.indexOf('Dejesus Michael'));
    expect(body.every((c) => !('details' in c) && !('attachments' in c))).toBe(true);
    expect(body.filter((c) => c.about === DEFAULT_ABOUT).length).toBeGreaterThan(15);
    expect(DEFAULT_ABOUT).toBe("Hi there! I'm using FuseChat.");
  });

  it('gets a full contact, and null for an unknown id', async () => {
    const id = db.contacts[3].id;
    const { body } = await call<ChatContact>(`api/apps/chat/contact?id=${id}`);
    expect(body.details?.emails.length).toBeGreaterThan(0);
    expect(body.attachments?.media.length).toBeGreaterThan(1);
    expect(body.details?.birthday ?? 'T12:00:00.000Z').toMatch(/T12:00:00\.000Z$/);
    expect((await call('api/apps/chat/contact?id=nope')).body).toBeNull();
  });

  it('answers the profile with the default about text', async () => {
    const { body } = await call<ChatProfile>('api/apps/chat/profile');
    expect(ChatProfile.parse(body)).toMatchObject({ name: 'Brian Hughes', about: "Hi there! I'm using FuseChat." });
  });

  it('is the same on every reset at the same minute', () => {
    const now = Date.UTC(2024, 5, 1, 9, 30);
    resetChatDb(now);
    const first = JSON.stringify(db);
    resetChatDb(now + 20_000);
    expect(JSON.stringify(db)).toBe(first);
  });
});
