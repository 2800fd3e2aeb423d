import type { DemoApp } from '../index.ts';
import { activitiesHandlers } from './mock/handlers.ts';
import { activitiesRoutes } from './routes.tsx';

export const activitiesApp: DemoApp = {
  id: 'activities',
  title: 'demoActivities.title',
  icon: 'HistoryOutlined',
  path: '/pages/activities',
  routes: activitiesRoutes,
  handlers: activitiesHandlers,
};
