import type { RequestHandler } from 'msw';
import { demoApps } from '../demo-apps/index.ts';
import { navigationHandlers } from '../app/navigation/navigation-handler.ts';

/** Every mock handler: the demo apps' own (each a separate download) plus the shared `api/common/*` ones. */
export async function loadHandlers(): Promise<RequestHandler[]> {
  const perArea = await Promise.all(demoApps.map((app) => app.handlers()));
  return [...perArea.flat(), ...navigationHandlers];
}
