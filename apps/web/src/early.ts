// The page's first script, run while the app's code is still downloading: a signed-in user opening
// the map (the landing page) gets the session, the map's data and the map page's code started at
// once, in parallel, instead of one after the other once the app has started. The app's requests
// take these answers (lib/api/early.ts); a signed-out visitor starts nothing.
import { users } from '@roadlens/contract/endpoints/users';
import { links } from '@roadlens/contract/endpoints/links';
import { buildUrl } from './lib/api-client.ts';
import { startEarlyCalls } from './lib/api/early.ts';
import { readCookie } from './lib/cookies.ts';
import { storage } from './lib/storage.ts';
import { mapDataUrls } from './features/map/api/map-calls.ts';

/** The addresses that open the map: the root and the dashboard redirect to it. */
const MAP_PATHS = /^\/(?:dashboard\/?(?:main\/map\/?)?)?$/;

if (storage.get('accessToken') !== null) {
  const onMap = MAP_PATHS.test(window.location.pathname);
  const session = [users.me.path, users.myPermissions.path, links.mapConfig.path].map((p) => buildUrl(p));
  startEarlyCalls([...session, ...(onMap ? mapDataUrls() : [])], readCookie('csrftoken'));
  if (onMap) void import('./features/map/map-page.tsx').catch(() => undefined);
}
