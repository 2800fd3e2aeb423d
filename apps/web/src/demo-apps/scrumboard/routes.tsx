import type { RouteObject } from 'react-router';

export const scrumboardRoutes: RouteObject[] = [
  {
    path: 'apps/scrumboard',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./boards-page.tsx')).BoardsPage }) },
      { path: ':boardId', lazy: async () => ({ Component: (await import('./board-page.tsx')).BoardPage }) },
    ],
  },
];
