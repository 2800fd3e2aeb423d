import type { ApiEvent } from '../../lib/api-client.ts';

/** What the shell does for one HTTP-layer event (core §8, DECISIONS "Errors"). */
export type CatalogueAction =
  | { kind: 'toast'; variant: 'error' | 'warning' | 'info'; title: string; message: string; persist?: boolean }
  | { kind: 'sign-out' }
  | null;

/** Title and message are i18n keys under `errors.`. */
export function catalogueFor(e: ApiEvent): CatalogueAction {
  if (e.type === 'timeout') return { kind: 'toast', variant: 'warning', title: 'errors.timeout.title', message: 'errors.timeout.message' };
  if (e.type === 'new-release') {
    return { kind: 'toast', variant: 'info', title: 'errors.newRelease.title', message: 'errors.newRelease.message', persist: true };
  }
  switch (e.status) {
    case 401:
      return { kind: 'sign-out' };
    case 404:
      return e.no404Intercept ? null : { kind: 'toast', variant: 'warning', title: 'errors.notFound.title', message: 'errors.notFound.message' };
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
