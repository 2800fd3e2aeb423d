// The page's very first script. The build inlines it into index.html (vite-plugins/early-entry.ts), so it runs as
// the HTML is read, before any of the app's files has arrived: for a signed-in user opening the live map it makes
// the map's calls and draws the preview (features/map/preview): the links and sensors where the map will be. From a file of its own it ran only once that file had come back, queued with the app's files.
// Everything else the page starts early is in early.ts, which takes these answers.
import { EARLY_CALLS } from 'virtual:early-calls';
import { readCookie } from './lib/cookies.ts';
import { storage } from './lib/storage.ts';
import { mainArea } from './app/layout/layout-sizes.ts';
import { mapPageHeight } from './features/map/map-features.ts';
import { startMapPreview } from './features/map/preview/map-preview.ts';
import { landing } from './landing.ts';

const { preview, params } = landing();
if (preview) {
  const [links, devices] = EARLY_CALLS.map;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = readCookie('csrftoken');
  if (csrf) headers['X-CSRFToken'] = csrf;
  const box = { ...mainArea(storage.get('navAppearance') === 'dense'), height: mapPageHeight(window.innerHeight) };
  const layers = { links: params.get('links') !== '0', sensors: params.get('sensors') !== '0' };
  startMapPreview(box, layers, { me: EARLY_CALLS.me, links, devices }, headers);
}
