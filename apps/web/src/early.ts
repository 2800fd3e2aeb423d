// The page's first module script, run while the app's code is still downloading: the texts, and for a signed-in
// user opening the map (the landing page) the session, the map's data, the map page's code and MapLibre's code
// are started at once, in parallel, instead of one after the other once the app has started. On the map, the
// preview (started by the script inlined before this one, preview-start.ts) has made the map's calls already.
// The app's requests take these answers (lib/api/early.ts); a signed-out visitor starts only the texts. Kept
// small: the addresses come as plain text from the build (virtual:early-calls), so nothing here waits for the
// contract's schemas.
import { EARLY_CALLS } from 'virtual:early-calls';
import { adoptEarlyCalls, startEarlyCalls } from './lib/api/early.ts';
import { readCookie } from './lib/cookies.ts';
import { initialLanguage, translationUrls } from './lib/i18n-files.ts';
import { previewAnswers, previewOver } from './features/map/preview/preview-handle.ts';
import { landing } from './landing.ts';

// Named points of the start-up, read by the start-up benchmark (bench/map-startup.ts) and any profiler.
performance.mark('roadlens:early');

const { signedIn, onMap } = landing();
const preview = onMap ? previewAnswers() : null;
if (preview) adoptEarlyCalls(preview);
startEarlyCalls(
  [...translationUrls(initialLanguage()), ...(signedIn ? EARLY_CALLS.session : []), ...(onMap ? EARLY_CALLS.map : [])].filter(
    (url) => !preview?.has(url),
  ),
  readCookie('csrftoken'),
);
if (onMap) {
  void import('./features/map/map-page.tsx').catch(() => undefined);
  // MapLibre's script downloads and compiles beside the app's start-up, rather than when the map is built; where the
  // preview draws, once it has drawn: compiling MapLibre's megabyte takes a core for some 100–200 ms, which the
  // preview's drawing needed (bench/map-startup.ts, alternated: asked for at once, the links were on screen up to 41 ms
  // later; asked for once the drawing calls were made, the links and the live map were both later). Its worker is
  // not warmed here either: that readied the map no sooner.
  void (previewOver() ?? Promise.resolve()).then(() => import('./components/map/maplibre-lib.ts')).catch(() => undefined);
}
