// The page's first script, run while the app's code is still downloading: the texts, and for a
// signed-in user opening the map (the landing page) the session, the map's data, the map page's
// code and MapLibre's worker are started at once, in parallel, instead of one after the other once
// the app has started. The app's requests take these answers (lib/api/early.ts); a signed-out
// visitor starts only the texts. Kept small: the addresses come as plain text from the build
// (virtual:early-calls), so nothing here waits for the contract's schemas.
import { EARLY_CALLS } from 'virtual:early-calls';
import { startEarlyCalls } from './lib/api/early.ts';
import { readCookie } from './lib/cookies.ts';
import { storage } from './lib/storage.ts';
import { initialLanguage, translationUrls } from './lib/i18n-files.ts';

// Named points of the start-up, read by the start-up benchmark (bench/map-startup.ts) and any profiler.
performance.mark('roadlens:early');

/** The addresses that open the map: the root and the dashboard redirect to it. */
const MAP_PATHS = /^\/(?:dashboard\/?(?:main\/map\/?)?)?$/;

const signedIn = storage.get('accessToken') !== null;
const onMap = signedIn && MAP_PATHS.test(window.location.pathname);
startEarlyCalls(
  [...translationUrls(initialLanguage()), ...(signedIn ? EARLY_CALLS.session : []), ...(onMap ? EARLY_CALLS.map : [])],
  readCookie('csrftoken'),
);
if (onMap) {
  void import('./features/map/map-page.tsx').catch(() => undefined);
  // MapLibre and its worker start now (their scripts download and compile beside the app's start-up) rather than when the map is built.
  void import('./components/map/maplibre-lib.ts').then(({ maplibregl }) => maplibregl.prewarm()).catch(() => undefined);
}
