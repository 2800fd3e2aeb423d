import type { RouteObject } from 'react-router';

// One route with an optional id, so opening a task keeps the list (and its search) mounted.
export const tasksRoutes: RouteObject[] = [
  { path: 'apps/tasks/:id?', lazy: async () => ({ Component: (await import('./tasks-page.tsx')).TasksPage }) },
];
