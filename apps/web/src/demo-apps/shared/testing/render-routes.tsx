import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
// RouterProvider comes from 'react-router' here, not 'react-router/dom': under Vitest the /dom entry
// loads a second copy of the router, and <Navigate>/<Link> in the pages then find no router context.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

// These tests drive whole screens (lazy routes, mock delays of up to 1.5 s) on a shared machine
// where several suites run at once: give the waits and the tests room, so load alone fails nothing.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * The one render helper of the demo areas' screen tests: renders an area's routes at `path` with
 * the shell's providers and the area's English texts, so a test reads the screen as a user does.
 * Lazy routes are loaded as in the app.
 */
export async function renderRoutes(routes: RouteObject[], path: string, texts: Record<string, unknown>) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: texts } }, interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  // A lazy route's module is loaded before the screen shows: wait for it here, so a test's own waits
  // measure the screen and not how long a busy machine takes to transform the module the first time.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { ...view, router, queryClient };
}
