import type { RouteObject } from 'react-router';

// Each dashboard loads on first visit; the chart library comes with the first one.
export const dashboardsRoutes: RouteObject[] = [
  {
    path: 'dashboards',
    children: [
      { path: 'project', lazy: async () => ({ Component: (await import('./pages/project-dashboard-page.tsx')).ProjectDashboardPage }) },
      {
        path: 'analytics',
        lazy: async () => ({ Component: (await import('./pages/analytics-dashboard-page.tsx')).AnalyticsDashboardPage }),
      },
      { path: 'finance', lazy: async () => ({ Component: (await import('./pages/finance-dashboard-page.tsx')).FinanceDashboardPage }) },
      { path: 'crypto', lazy: async () => ({ Component: (await import('./pages/crypto-dashboard-page.tsx')).CryptoDashboardPage }) },
    ],
  },
];
