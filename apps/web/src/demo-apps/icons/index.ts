import type { DemoApp } from '../index.ts';
import { iconsRoutes } from './routes.tsx';

export const iconsApp: DemoApp = {
  id: 'icons',
  title: 'demoIcons.title',
  icon: 'EmojiSymbolsOutlined',
  path: '/ui/icons/material-outline',
  routes: iconsRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).iconsHandlers,
};
