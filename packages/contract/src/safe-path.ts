/** A fixed origin to resolve paths against; only ever compared, never contacted. */
const BASE = 'https://same-origin.invalid';

// Control characters and backslashes: URL parsers drop or reinterpret them (a tab vanishes,
// `\` becomes `/`), so a path holding any of them means something else to a browser. Raw
// targets may not hold spaces either; decoded ones may (`%20` is an ordinary character).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const AMBIGUOUS_RAW = /[\u0000-\u0020\u007f\\]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const AMBIGUOUS_DECODED = /[\u0000-\u001f\u007f\\]/;

/** A path that resolves (dot segments and all) to a path on the same origin, or null. */
function resolve(path: string, ambiguous: RegExp): URL | null {
  if (!path.startsWith('/') || ambiguous.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  // After dot segments are resolved the path must still be one path, not `//host`.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return url;
}

/**
 * Where to send a browser after sign-in: a same-origin path, normalised, or null. The target is
 * normalised first (the URL parser resolves `..`, `%2e%2e` and the like against a fixed origin),
 * then checked, and the normalised form is what the caller uses, so the check and the redirect
 * can never disagree. Its percent-decoded path must pass the same test, so encoded slashes,
 * backslashes and control characters cannot turn into a second host later either.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || target.length > 2000) return null;
  const url = resolve(target, AMBIGUOUS_RAW);
  if (!url) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!resolve(decoded, AMBIGUOUS_DECODED)) return null;
  return url.pathname + url.search + url.hash;
}
