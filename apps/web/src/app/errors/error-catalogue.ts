import type { ApiEvent } from '../../lib/api-client.ts';

/** What the shell does for one HTTP-layer event. */
export type CatalogueAction =
  | {
      kind: 'toast';
      variant: 'error' | 'warning' | 'info';
      title: string;
      message: string;
      persist?: boolean;
      /** Where the shell also goes, with history state `{ status }` (a 404 in a list area). */
      navigate?: { to: string; status: number };
    }
  | { kind: 'sign-out' }
  | null;

/** The list areas whose detail pages fall back to their list ("targets after a 404"). */
export const LIST_AREAS = ['links', 'routes', 'devices', 'signs', 'grids', 'ods', 'alerts'] as const;

/** `/dashboard/devices/12/…` → `/dashboard/devices`; null outside a list area's detail. */
export function listAreaDashboard(pathname: string): string | null {
  const m = /^\/dashboard\/([a-z]+)\/[^/]+/.exec(pathname);
  return m && (LIST_AREAS as readonly string[]).includes(m[1]) ? `/dashboard/${m[1]}` : null;
}

/** Title and message are i18n keys under `errors.`; `pathname` is the page the call was made from. */
export function catalogueFor(e: ApiEvent, pathname = '/'): CatalogueAction {
  if (e.type === 'timeout') return { kind: 'toast', variant: 'warning', title: 'errors.timeout.title', message: 'errors.timeout.message' };
  if (e.type === 'new-release') {
    return { kind: 'toast', variant: 'info', title: 'errors.newRelease.title', message: 'errors.newRelease.message', persist: true };
  }
  switch (e.status) {
    case 401:
      return { kind: 'sign-out' };
    case 404: {
      if (e.no404Intercept) return null;
      const list = listAreaDashboard(pathname);
      return {
        kind: 'toast',
        variant: 'warning',
        title: 'errors.notFound.title',
        message: 'errors.notFound.message',
        ...(list ? { navigate: { to: list, status: 404 } } : {}),
      };
    }
    case 500:
      return { kind: 'toast', variant: 'error', title: 'errors.server500.title', message: 'errors.tryAgain' };
    case 502:
      return { kind: 'toast', variant: 'error', title: 'errors.badGateway502.title', message: 'errors.tryAgain' };
    case 504:
      return { kind: 'toast', variant: 'error', title: 'errors.gatewayTimeout504.title', message: 'errors.tryAgain' };
    default:
      return null;
  }
}

/** A 401 signs out and reloads; on a share page (no session to lose) it goes to sign-in. */
export const afterSignOutUrl = (pathname: string): string | null => (pathname.startsWith('/share/') ? '/auth/sign-in' : null);
