import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
// 'react-router', not 'react-router/dom': under Vitest the /dom entry loads a second router copy.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

// Whole screens render in happy-dom on a shared machine: give the waits room so load alone fails nothing.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Deep-merges a feature's locale files into one English translation. */
function merge(...texts: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const t of texts) {
    for (const [k, v] of Object.entries(t)) {
      out[k] =
        v && typeof v === 'object' && out[k] && typeof out[k] === 'object'
          ? merge(out[k] as Record<string, unknown>, v as Record<string, unknown>)
          : v;
    }
  }
  return out;
}

/**
 * Renders screens at `path` with the shell's providers and the feature's English texts, against
 * the real typed client: calls leave through fetch, so a test answers them at the network layer
 * (see endpoint-server.ts). `staleTime: Infinity` makes data refresh only when a mutation
 * invalidates it, so a test can tell a refresh from a remount.
 */
export async function renderRoutes(
  routes: RouteObject[],
  path: string,
  texts: Record<string, unknown>[],
  opts: { staleTime?: number } = {},
) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: merge(...texts) } }, interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: opts.staleTime ?? 0 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
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
  return { ...view, router, queryClient };
}

/** One screen at `path`, matched by `route`. */
export const renderPage = (route: string, element: ReactElement, path: string, ...texts: Record<string, unknown>[]) =>
  renderRoutes([{ path: route, element }], path, texts);
