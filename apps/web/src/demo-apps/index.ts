import type { RequestHandler } from 'msw';
import type { RouteObject } from 'react-router';
import { RouteFallback } from './shared/route-fallback.tsx';
import { chatApp } from './chat/index.ts';
import { contactsApp } from './contacts/index.ts';
import { inventoryApp } from './inventory/index.ts';
import { fileManagerApp } from './file-manager/index.ts';
import { helpCenterApp } from './help-center/index.ts';
import { mockAuthApp } from './mock-auth/index.ts';
import { mailboxApp } from './mailbox/index.ts';
import { notesApp } from './notes/index.ts';
import { scrumboardApp } from './scrumboard/index.ts';
import { tasksApp } from './tasks/index.ts';
import { commonApp } from './common/index.ts';
import { dashboardsApp } from './dashboards/index.ts';
import { activitiesApp } from './activities/index.ts';
import { iconsApp } from './icons/index.ts';
import { docsApp } from './docs/index.ts';

/** One demo-template area: its routes, its mock handlers (loaded on first use) and its menu entry. */
export interface DemoApp {
  id: string;
  title: string;
  icon: string;
  path: string;
  routes: RouteObject[];
  handlers: () => Promise<RequestHandler[]>;
}

/** The demo-template areas, one line each; delete a folder and its line to remove an area. */
export const demoApps: DemoApp[] = [
  chatApp,
  contactsApp,
  inventoryApp,
  fileManagerApp,
  helpCenterApp,
  mockAuthApp,
  mailboxApp,
  notesApp,
  scrumboardApp,
  tasksApp,
  commonApp,
  dashboardsApp,
  activitiesApp,
  iconsApp,
  docsApp,
];

/**
 * Every area's routes under the template bar (search, shortcuts, messages, notifications). The bar,
 * which starts the areas' mock, loads with the first template page: never in the product's first load.
 */
export const demoRoutes: RouteObject[] = [
  {
    HydrateFallback: RouteFallback,
    lazy: async () => ({ Component: (await import('./common/components/demo-area-layout.tsx')).DemoAreaLayout }),
    children: demoApps.flatMap((a) => a.routes),
  },
];
