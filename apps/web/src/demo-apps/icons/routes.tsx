import { Navigate, type RouteObject } from 'react-router';

export const iconsRoutes: RouteObject[] = [
  {
    path: 'ui/icons',
    children: [
      { index: true, element: <Navigate to="material-outline" replace /> },
      { path: ':set', lazy: async () => ({ Component: (await import('./icons-page.tsx')).IconsPage }) },
    ],
  },
];
