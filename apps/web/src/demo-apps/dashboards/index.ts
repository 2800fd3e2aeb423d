import type { DemoApp } from '../index.ts';
import { dashboardsRoutes } from './routes.tsx';

/** The four sample dashboards (project, analytics, finance, crypto); the menu entry opens the first. */
export const dashboardsApp: DemoApp = {
  id: 'dashboards',
  title: 'demoDashboards.title',
  icon: 'DashboardOutlined',
  path: '/dashboards/project',
  routes: dashboardsRoutes,
  handlers: async () => (await import('./mock/handlers.ts')).dashboardsHandlers,
};
