import type { DemoApp } from '../index.ts';
import { activitiesRoutes } from './routes.tsx';

export const activitiesApp: DemoApp = {
  id: 'activities',
  title: 'demoActivities.title',
  icon: 'HistoryOutlined',
  path: '/pages/activities',
  routes: activitiesRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).activitiesHandlers,
};
