import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { ReleaseNotice } from './errors/release-notice.tsx';
import { createRouter, routes } from './router.tsx';
import { RouteTableContext } from './navigation/route-table.ts';
import { endMapPreview } from '../features/map/preview/preview-handle.ts';
import { LIVE_MAP_PATH } from '../features/map/map-features.ts';

const router = createRouter();
// The live map's early preview (drawn before the app started) is only ever over the live map: a redirect elsewhere
// (a terminal user, say) removes it.
router.subscribe(({ location }) => {
  if (!location.pathname.startsWith(LIVE_MAP_PATH)) endMapPreview();
});

export function App() {
  return (
    <Providers>
      <ReleaseNotice />
      {/* The menu shows only entries some route serves (navigation/route-table.ts). */}
      <RouteTableContext.Provider value={routes}>
        {/* Pages outside the main layout (sign-out, forgotten password…) load on first use too. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </RouteTableContext.Provider>
    </Providers>
  );
}
