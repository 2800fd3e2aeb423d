import type { DemoApp } from '../index.ts';
import { scrumboardRoutes } from './routes.tsx';

export const scrumboardApp: DemoApp = {
  id: 'scrumboard',
  title: 'demoScrumboard.title',
  icon: 'ViewKanbanOutlined',
  path: '/apps/scrumboard',
  routes: scrumboardRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).scrumboardHandlers,
};
