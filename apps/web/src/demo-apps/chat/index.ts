import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** Chats with contacts, contact cards and the user's profile. */
export const chatApp: DemoApp = {
  id: 'chat',
  title: 'demoChat.title',
  icon: 'Chat',
  path: '/apps/chat',
  routes: [
    {
      path: 'apps/chat',
      HydrateFallback: RouteFallback,
      lazy: async () => ({ Component: (await import('./chat-page.tsx')).ChatPage }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./components/no-chat-selected.tsx')).NoChatSelected }) },
        { path: ':id', lazy: async () => ({ Component: (await import('./components/conversation.tsx')).Conversation }) },
      ],
    },
  ],
  handlers: async () => (await import('./mock/handlers.ts')).chatHandlers,
};
