import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { ReleaseNotice } from './errors/release-notice.tsx';
import { createRouter, routes } from './router.tsx';
import { RouteTableContext } from './navigation/route-table.ts';

const router = createRouter();

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
