import type { DemoApp } from '../index.ts';
import { iconsHandlers } from './mock/handlers.ts';
import { iconsRoutes } from './routes.tsx';

export const iconsApp: DemoApp = {
  id: 'icons',
  title: 'demoIcons.title',
  icon: 'EmojiSymbolsOutlined',
  path: '/ui/icons/material-outline',
  routes: iconsRoutes,
  handlers: iconsHandlers,
};
