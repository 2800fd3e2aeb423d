import type { DemoApp } from '../index.ts';
import { docsRoutes } from './routes.tsx';

/** The product's documentation pages: the getting-started introduction and the changelog. No calls. */
export const docsApp: DemoApp = {
  id: 'docs',
  title: 'demoDocs.title',
  icon: 'MenuBookOutlined',
  path: '/docs/guides/getting-started/introduction',
  routes: docsRoutes,
  handlers: async () => [],
};
