import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** Folder navigation with a breadcrumb. */
export const fileManagerApp: DemoApp = {
  id: 'file-manager',
  title: 'demoFileManager.title',
  icon: 'Folder',
  path: '/apps/file-manager',
  routes: [
    {
      path: 'apps/file-manager',
      HydrateFallback: RouteFallback,
      lazy: async () => ({ Component: (await import('./file-manager-page.tsx')).FileManagerPage }),
      // The page reads :folderId itself, so it stays mounted while moving between folders.
      children: [{ path: 'folders/:folderId' }],
    },
  ],
  handlers: async () => (await import('./mock/handlers.ts')).fileManagerHandlers,
};
