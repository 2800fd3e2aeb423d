import type { DemoApp } from '../index.ts';
import { RouteFallback } from '../shared/route-fallback.tsx';

/** FAQs and guides by category, and single guides. */
export const helpCenterApp: DemoApp = {
  id: 'help-center',
  title: 'demoHelpCenter.title',
  icon: 'HelpCenter',
  path: '/apps/help-center',
  routes: [
    {
      path: 'apps/help-center',
      HydrateFallback: RouteFallback,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./help-center-page.tsx')).HelpCenterPage }) },
        { path: 'faqs', lazy: async () => ({ Component: (await import('./faqs-page.tsx')).FaqsPage }) },
        { path: 'guides', lazy: async () => ({ Component: (await import('./guides-page.tsx')).GuidesPage }) },
        { path: 'guides/:category', lazy: async () => ({ Component: (await import('./guide-category-page.tsx')).GuideCategoryPage }) },
        { path: 'guides/:category/:guide', lazy: async () => ({ Component: (await import('./guide-page.tsx')).GuidePage }) },
      ],
    },
  ],
  handlers: async () => (await import('./mock/handlers.ts')).helpCenterHandlers,
};
