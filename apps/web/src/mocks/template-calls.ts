/**
 * The calls the template areas' in-page mock answers, and only these: their back end is an
 * in-browser stand-in, while every call of the product itself goes to our server untouched.
 * Template paths are relative (`api/apps/...`), so they are recognised wherever they sit.
 */
const TEMPLATE_CALL =
  /\/api\/(?:(?:apps|dashboards|pages|ui|common)(?:\/|$)|auth\/(?:sign-in|sign-in-with-token|unlock-session|sign-up|forgot-password|reset-password)\/?$)/;

export function isTemplateCall(url: string | URL, origin = window.location.origin): boolean {
  const parsed = new URL(url, origin);
  return parsed.origin === origin && TEMPLATE_CALL.test(parsed.pathname);
}
