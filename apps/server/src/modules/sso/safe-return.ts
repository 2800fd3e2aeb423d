import { sameOriginPath } from '@roadlens/contract/safe-path';

export const DEFAULT_RETURN = '/dashboard/main/map';

/**
 * Where the browser goes after single sign-on: only a same-origin path (the web app's
 * safe-redirect uses the same rule), normalised before it is checked and stored with the state,
 * never trusted from the callback. Sign-in pages are no destination: they would loop.
 */
export function safeReturn(target: string | undefined, fallback = DEFAULT_RETURN): string {
  const path = sameOriginPath(target);
  if (!path) return fallback;
  const pathname = path.split(/[?#]/, 1)[0];
  if (pathname.startsWith('/auth/') || pathname === '/sign-out') return fallback;
  return path;
}
