import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** The template's mock authentication calls and the `/example` page to try them. */
export const mockAuthApp: DemoApp = {
  id: 'mock-auth',
  title: 'demoMockAuth.title',
  icon: 'Key',
  path: '/example',
  routes: [
    {
      path: 'example',
      HydrateFallback: RouteFallback,
      lazy: async () => ({ Component: (await import('./mock-auth-page.tsx')).MockAuthPage }),
    },
  ],
  handlers: async () => (await import('./mock/handlers.ts')).mockAuthHandlers,
};
