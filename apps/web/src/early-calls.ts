import { users } from '@roadlens/contract/endpoints/users';
import { links } from '@roadlens/contract/endpoints/links';
import { buildUrl } from './lib/api-client.ts';
import { mapDataUrls } from './features/map/api/map-calls.ts';

export interface EarlyCalls {
  /** What the signed-in area loads before anything renders (lib/session/session-context.tsx). */
  session: string[];
  /** The map page's data: the drawn links, the drawn sensors. */
  map: string[];
  /** The profile (one of the session's calls), which the map's preview reads for the company's map settings. */
  me: string;
}

/**
 * The addresses the page's first script asks for. Read at build time (vite-plugins/early-entry.ts),
 * so the first script carries them as plain text instead of the contract's schemas.
 */
export const earlyCalls = (): EarlyCalls => ({
  session: [users.me.path, users.myPermissions.path, links.mapConfig.path].map((p) => buildUrl(p)),
  map: mapDataUrls(),
  me: buildUrl(users.me.path),
});
