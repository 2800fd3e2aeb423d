import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../shared/testing/render-routes.tsx';
import { useMockServer as startMockServer } from '../shared/testing/mock-server.ts';
import en from './locales/en.json';
import { db, resetChatDb } from './mock/db.ts';
import { chatHandlers } from './mock/handlers.ts';
import { chatApp } from './index.ts';

startMockServer(...chatHandlers);
beforeEach(() => resetChatDb());

describe('chat page', () => {
  it('searches chats, opens one (marking it read) and sends a message', async () => {
    const user = userEvent.setup();
    const chat = db.chats.find((c) => c.unreadCount > 0)!;
    const { router } = await renderRoutes(chatApp.routes, '/apps/chat', en);
    const list = await screen.findByRole('list', { name: 'Chats' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);

    await user.type(screen.getByRole('textbox', { name: 'Search or start a new chat' }), chat.contact.name.slice(0, 5).toUpperCase());
    await user.click(within(list).getByRole('button', { name: new RegExp(chat.contact.name) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/chat/${chat.id}`));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText(chat.lastMessage)).toBeInTheDocument();
    await waitFor(() => expect(db.chats.find((c) => c.id === chat.id)!.unreadCount).toBe(0));

    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'On my way{Enter}');
    expect(await within(log).findByText('On my way')).toBeInTheDocument();
    const stored = db.chats.find((c) => c.id === chat.id)!;
    expect(stored.lastMessage).toBe('On my way');
    expect(stored.messages.at(-1)).toMatchObject({ value: 'On my way', isMine: true, contactId: db.profile.id, chatId: chat.id });
    await waitFor(() => expect(within(list).getByRole('button', { name: new RegExp(chat.contact.name) })).toHaveTextContent('On my way'));
  });

  it('mutes a chat from its menu and shows the contact card', async () => {
    const user = userEvent.setup();
    const chat = db.chats.find((c) => !c.muted)!;
    await renderRoutes(chatApp.routes, `/apps/chat/${chat.id}`, en);
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute notifications' }));
    await waitFor(() => expect(db.chats.find((c) => c.id === chat.id)!.muted).toBe(true));

    await user.click(await screen.findByRole('button', { name: `Contact info of ${chat.contact.name}` }));
    const card = await screen.findByRole('region', { name: 'Contact info' });
    expect(await within(card).findByText(chat.contact.about)).toBeInTheDocument();
    expect(within(card).getByText('Media')).toBeInTheDocument();
  });

  it('says so for an unknown chat', async () => {
    await renderRoutes(chatApp.routes, '/apps/chat/nope', en);
    expect(await screen.findByText('This chat does not exist.')).toBeInTheDocument();
  });
});
