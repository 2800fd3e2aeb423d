import { sameOriginPath } from '@roadlens/contract/safe-path';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard/main/map';

/**
 * Only same-origin paths are followed after sign-in, in their normalised form (dot segments
 * resolved), so the router is never handed `//host` or a scheme; anything else goes to the map.
 */
export function safeRedirect(target: string | null | undefined): string {
  const path = sameOriginPath(target);
  if (!path) return DEFAULT_AFTER_SIGN_IN;
  const pathname = path.split(/[?#]/, 1)[0];
  if (pathname.startsWith('/auth/sign-out') || pathname === '/sign-out') return DEFAULT_AFTER_SIGN_IN;
  return path;
}
