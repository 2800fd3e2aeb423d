import type { DemoApp } from '../index.ts';
import { tasksRoutes } from './routes.tsx';

export const tasksApp: DemoApp = {
  id: 'tasks',
  title: 'demoTasks.title',
  icon: 'TaskAltOutlined',
  path: '/apps/tasks',
  routes: tasksRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).tasksHandlers,
};
