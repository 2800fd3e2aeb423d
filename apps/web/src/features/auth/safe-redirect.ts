export const DEFAULT_AFTER_SIGN_IN = '/dashboard/main/map';

/**
 * Only same-origin paths are followed after sign-in (DECISIONS "Core"); anything else —
 * scheme-relative, backslashes, encoded slashes, javascript:, userinfo tricks — goes to the map.
 */
export function safeRedirect(target: string | null | undefined, origin = window.location.origin): string {
  if (!target) return DEFAULT_AFTER_SIGN_IN;
  const raw = target.trim();
  if (raw !== target) return DEFAULT_AFTER_SIGN_IN;
  // A plain absolute path: one leading slash, not followed by another slash or a backslash.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  const plainPath = (p: string) => /^\/(?![/\\])/.test(p) && !/[\\\u0000-\u001f\u007f\s]/.test(p);
  if (!plainPath(raw)) return DEFAULT_AFTER_SIGN_IN;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (!plainPath(decoded.split(/[?#]/)[0])) return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN;
    if (url.pathname.startsWith('/auth/sign-out') || url.pathname === '/sign-out') return DEFAULT_AFTER_SIGN_IN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
