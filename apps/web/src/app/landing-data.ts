import { landing } from '../landing.ts';
import { hasPermissionIn, sessionQuery } from '../lib/session/session-context.tsx';
import { prefetchMapData } from '../features/map/api/map-data.ts';
import { queryClient } from './query-client.ts';
import { preloadLiveMap, VIEW_MAP } from './router.tsx';

/** The map's data is not waited for longer than this: past it the app renders and the page shows its own progress. */
const MAP_DATA_WAIT_MS = 1_000;

/**
 * For a signed-in user opening the live map: the session, the map page's code and the map's data in place before
 * the app's first render, so that render is the layout and the map together. The page's first scripts asked for
 * all of them while the app's code downloaded, so this mostly takes answers already in; without it, each one
 * arriving made a render of its own (the session, then the page's code, then the data), some 50 ms each on a
 * 2-core PC, before the map could be made.
 */
export async function prepareLanding(): Promise<void> {
  if (!landing().onMap) return;
  const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
  if (!session || !hasPermissionIn(session, VIEW_MAP)) return;
  const ready = Promise.all([preloadLiveMap(), prefetchMapData(queryClient)]).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ready, new Promise((done) => (timer = setTimeout(done, MAP_DATA_WAIT_MS)))]);
  clearTimeout(timer);
}
