import type { RouteObject } from 'react-router';

export const docsRoutes: RouteObject[] = [
  {
    path: 'docs',
    children: [
      { path: 'changelog', lazy: async () => ({ Component: (await import('./changelog-page.tsx')).ChangelogPage }) },
      {
        path: 'guides/getting-started/introduction',
        lazy: async () => ({ Component: (await import('./introduction-page.tsx')).IntroductionPage }),
      },
    ],
  },
];
