// The page's first script, run while the app's code is still downloading: the texts, and for a
// signed-in user opening the map (the landing page) the session, the map's data, the map page's
// code and MapLibre's code are started at once, in parallel, instead of one after the other once
// the app has started. On the map, a worker makes the map's calls and draws the links and sensors
// where the map will be before the app runs (features/map/preview). The app's requests take these
// answers (lib/api/early.ts); a signed-out visitor starts only the texts. Kept small: the addresses
// come as plain text from the build (virtual:early-calls), so nothing here waits for the contract's
// schemas.
import { EARLY_CALLS } from 'virtual:early-calls';
import { adoptEarlyCalls, startEarlyCalls } from './lib/api/early.ts';
import { readCookie } from './lib/cookies.ts';
import { storage } from './lib/storage.ts';
import { initialLanguage, translationUrls } from './lib/i18n-files.ts';
import { mainArea } from './app/layout/layout-sizes.ts';
import { mapPageHeight } from './features/map/map-features.ts';
import { startMapPreview } from './features/map/preview/map-preview.ts';

// Named points of the start-up, read by the start-up benchmark (bench/map-startup.ts) and any profiler.
performance.mark('roadlens:early');

/** The addresses that open the map: the root and the dashboard redirect to it. */
const MAP_PATHS = /^\/(?:dashboard\/?(?:main\/map\/?)?)?$/;

const signedIn = storage.get('accessToken') !== null;
const params = new URLSearchParams(window.location.search);
const onMap = signedIn && MAP_PATHS.test(window.location.pathname);
const csrf = readCookie('csrftoken');
// A replay (?at=) shows other speeds than the current ones: no preview there.
const preview = onMap && !params.has('at') ? previewMap() : null;
if (preview) adoptEarlyCalls(preview);
startEarlyCalls(
  [...translationUrls(initialLanguage()), ...(signedIn ? EARLY_CALLS.session : []), ...(onMap ? EARLY_CALLS.map : [])].filter(
    (url) => !preview?.has(url),
  ),
  csrf,
);
if (onMap) {
  void import('./features/map/map-page.tsx').catch(() => undefined);
  // MapLibre's script downloads and compiles now, beside the app's start-up, rather than when the map is built. Its
  // worker is not warmed here: starting it early competed with the preview's workers for the two cores and readied
  // the map no sooner (bench/map-startup.ts, alternated: links on screen 20–85 ms and the live map 13–38 ms sooner
  // without it).
  void import('./components/map/maplibre-lib.ts').catch(() => undefined);
}

function previewMap() {
  const [links, devices] = EARLY_CALLS.map;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (csrf) headers['X-CSRFToken'] = csrf;
  const box = { ...mainArea(storage.get('navAppearance') === 'dense'), height: mapPageHeight(window.innerHeight) };
  const layers = { links: params.get('links') !== '0', sensors: params.get('sensors') !== '0' };
  return startMapPreview(box, layers, { me: EARLY_CALLS.me, links, devices }, headers);
}
