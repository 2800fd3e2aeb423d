import type { SessionData } from './session-context.tsx';

/**
 * The redirect rules of core §2 as pure functions, so each rule is tested on its own
 * (DECISIONS "Core"). A rule answers an in-app path, an old-UI URL (full-page navigation) or null.
 */
export type Redirect = { to: string } | { external: string } | null;

export const SIGN_IN = '/auth/sign-in';
export const FORBIDDEN = '/auth/forbidden';
export const TERMINAL = '/dashboard/terminal';
export const ROAD_ANALYTICS = '/dashboard/road-analytics';
export const STAFF_FALLBACK = '/dashboard/journey';
export const LEGACY_JOURNEY = '/legacy/dashboard/journey/';
export const JOURNEY_APPLICATION = 3;
export const ROAD_ANALYTICS_DATA_TYPE = 7;

const isSignOut = (path: string) => path === '/sign-out' || path.startsWith('/auth/sign-out') || path.startsWith('/sign-out?');

/** Unauthenticated: sign-in with the requested URL, omitted for sign-out. */
export function signInRedirect(requested: string): string {
  if (isSignOut(requested)) return SIGN_IN;
  return `${SIGN_IN}?redirectURL=${encodeURIComponent(requested)}`;
}

/** Login guard failure: the login alias with `returnUrl`. */
export function loginRedirect(requested: string): string {
  if (isSignOut(requested)) return '/auth/login';
  return `/auth/login?returnUrl=${encodeURIComponent(requested)}`;
}

export const isOnlyRoadAnalytics = (s: SessionData) =>
  s.me.company.data_types.length > 0 && s.me.company.data_types.every((d) => d === ROAD_ANALYTICS_DATA_TYPE);

/**
 * Rules for a signed-in user under /dashboard, in order: journey company → old-UI journey page;
 * terminal user → /dashboard/terminal (the terminal route itself is exempt); a company whose only
 * data type is 7 → /dashboard/road-analytics from the main area (its extra guard).
 */
export function dashboardRedirect(pathname: string, s: SessionData): Redirect {
  if (s.me.company.application_type === JOURNEY_APPLICATION) return { external: LEGACY_JOURNEY };
  if (s.me.is_terminal_user && !pathname.startsWith(TERMINAL)) return { to: TERMINAL };
  const inMain = pathname === '/dashboard' || pathname === '/dashboard/' || pathname.startsWith('/dashboard/main');
  if (inMain && isOnlyRoadAnalytics(s)) return { to: ROAD_ANALYTICS };
  return null;
}

/** Any other path goes to /dashboard, or to the old-UI journey page for /dashboard/journey…. */
export function unknownPathRedirect(pathname: string): Redirect {
  if (pathname.startsWith('/dashboard/journey')) return { external: `/legacy${pathname.endsWith('/') ? pathname : `${pathname}/`}` };
  return { to: '/dashboard' };
}
