import type { DemoApp } from '../index.ts';

/**
 * The shell's template calls (`api/common/*` except navigation): messages, notifications,
 * shortcuts, search and the mock user. No screen of its own; `components/demo-toolbar.tsx` is the
 * toolbar that uses them.
 */
export const commonApp: DemoApp = {
  id: 'common',
  title: 'demoCommon.title',
  icon: 'AppsOutlined',
  path: '',
  routes: [],
  handlers: async () => (await import('./mock/handlers.ts')).commonHandlers,
};
