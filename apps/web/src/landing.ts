import { storage } from './lib/storage.ts';

/** The addresses that open the live map: the root and the dashboard redirect to it. */
const MAP_PATHS = /^\/(?:dashboard\/?(?:main\/map\/?)?)?$/;

/**
 * What the page's first scripts (`preview-start.ts`, `early.ts`) know of the visit before the app runs: whether a
 * user is signed in, and whether the page opens on the live map. Read from the address and the browser's storage
 * only, so both scripts answer alike.
 */
export function landing() {
  const { location } = window;
  const signedIn = storage.get('accessToken') !== null;
  const params = new URLSearchParams(location.search);
  const onMap = signedIn && MAP_PATHS.test(location.pathname);
  return {
    signedIn,
    params,
    onMap,
    // A replay (?at=) shows other speeds than the current ones: no preview there.
    preview: onMap && !params.has('at'),
  };
}
