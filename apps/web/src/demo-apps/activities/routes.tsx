import type { RouteObject } from 'react-router';

export const activitiesRoutes: RouteObject[] = [
  { path: 'pages/activities', lazy: async () => ({ Component: (await import('./activities-page.tsx')).ActivitiesPage }) },
];
