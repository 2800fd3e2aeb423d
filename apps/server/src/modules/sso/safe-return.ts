export const DEFAULT_RETURN = '/dashboard/main/map';

const plainPath = (p: string) =>
  // One leading slash not followed by another slash or a backslash; no control characters or spaces.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  /^\/(?![/\\])/.test(p) && !/[\\\u0000-\u001f\u007f\s]/.test(p);

/**
 * Where the browser goes after single sign-on: only a same-origin path (the same rule as the
 * web app's safe-redirect), checked before it is stored with the state and never trusted from
 * the callback. Scheme-relative, backslash, encoded-slash, `javascript:` and userinfo tricks
 * fall back to the map.
 */
export function safeReturn(target: string | undefined, origin: string, fallback = DEFAULT_RETURN): string {
  if (!target || target !== target.trim() || !plainPath(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!plainPath(decoded.split(/[?#]/)[0])) return fallback;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return fallback;
    if (url.pathname.startsWith('/auth/') || url.pathname === '/sign-out') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
