import type { RequestHandler } from 'msw';
import { demoApps } from '../demo-apps/index.ts';
import { navigationHandlers } from '../app/navigation/navigation-handler.ts';

/** Every mock handler: the demo apps' own plus the shared `api/common/*` ones. */
export const handlers: RequestHandler[] = [...demoApps.flatMap((app) => app.handlers), ...navigationHandlers];
