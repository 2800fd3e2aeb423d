import { hasPermissionIn, type SessionData } from './session-context.tsx';

/**
 * The redirect rules as pure functions, so each rule is tested on its own. A rule answers an in-app path, an old-UI URL (full-page navigation) or null.
 */
export type Redirect = { to: string } | { external: string } | null;

export const SIGN_IN = '/auth/sign-in';
export const FORBIDDEN = '/auth/forbidden';
export const TERMINAL = '/dashboard/terminal';
export const ROAD_ANALYTICS = '/dashboard/road-analytics';
export const STAFF_FALLBACK = '/dashboard/journey';
export const JOURNEY_PAGE = '/dashboard/journey/';
/** Where an old-UI path is shown as "not available" when this installation has no old UI. */
export const NOT_INSTALLED_PREFIX = '/legacy';
export const HOME = '/home';
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

/**
 * The old UI's address for a path of this app: the configured address plus the path (full-page
 * navigation), or, with no old UI installed, this app's own "not available" page for it.
 */
export function legacyRedirect(path: string, legacyUrl: string | null | undefined): Redirect {
  return legacyUrl ? { external: `${legacyUrl}${path}` } : { to: `${NOT_INSTALLED_PREFIX}${path}` };
}

/** No role and so no permission to open the main area: the page such a user can use (and leave). */
export const hasNoRole = (s: SessionData) => s.me.group === null && !s.me.auth_user.is_superuser;
export const canOpenMain = (s: SessionData) => hasPermissionIn(s, 'Platform|view_map') || isOnlyRoadAnalytics(s);

export const isOnlyRoadAnalytics = (s: SessionData) =>
  s.me.company.data_types.length > 0 && s.me.company.data_types.every((d) => d === ROAD_ANALYTICS_DATA_TYPE);

/**
 * Rules for a signed-in user under /dashboard, in order: journey company → old-UI journey page;
 * terminal user → /dashboard/terminal (the terminal route itself is exempt); a company whose only
 * data type is 7 → /dashboard/road-analytics from the main area (its extra guard); a user without
 * a role, who may not open the main area, → /home, which shows the No Role warning and a way out
 * instead of a Forbidden page that leads back to itself.
 */
export function dashboardRedirect(pathname: string, s: SessionData): Redirect {
  if (s.me.company.application_type === JOURNEY_APPLICATION) return legacyRedirect(JOURNEY_PAGE, s.legacyUrl);
  if (s.me.is_terminal_user && !pathname.startsWith(TERMINAL)) return { to: TERMINAL };
  const inMain = pathname === '/dashboard' || pathname === '/dashboard/' || pathname.startsWith('/dashboard/main');
  if (inMain && isOnlyRoadAnalytics(s)) return { to: ROAD_ANALYTICS };
  if (inMain && hasNoRole(s) && !canOpenMain(s)) return { to: HOME };
  return null;
}

/** Any other path goes to /dashboard, or to the old-UI journey page for /dashboard/journey…. */
export function unknownPathRedirect(pathname: string, legacyUrl?: string | null): Redirect {
  if (pathname.startsWith('/dashboard/journey')) return legacyRedirect(pathname.endsWith('/') ? pathname : `${pathname}/`, legacyUrl);
  return { to: '/dashboard' };
}
