import { useEffect, type ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionProvider, useSession, useSessionQuery } from './session-context.tsx';
import { dashboardRedirect, FORBIDDEN, loginRedirect, signInRedirect, STAFF_FALLBACK, unknownPathRedirect } from './redirect-rules.ts';

function NotInstalled() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography component="h1" variant="h5">
        {t('auth.notInstalled')}
      </Typography>
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

/** Full-page navigation to the old UI (DECISIONS "Core"). */
function External({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return <Loading />;
}

/**
 * Signed-in area: loads me + my_permissions before anything renders; a 401 sends to sign-in
 * (`redirectURL`, or `returnUrl` on the login alias when `login` is set); then the dashboard rules.
 */
export function RequireSession({ children, login = false, dashboardRules = true }: { children?: ReactNode; login?: boolean; dashboardRules?: boolean }) {
  const location = useLocation();
  const query = useSessionQuery();
  if (query.isPending) return <Loading />;
  const requested = location.pathname + location.search + location.hash;
  if (query.isError) throw query.error;
  if (!query.data) return <Navigate to={login ? loginRedirect(requested) : signInRedirect(requested)} replace />;
  const rule = dashboardRules && location.pathname.startsWith('/dashboard') ? dashboardRedirect(location.pathname, query.data) : null;
  if (rule && 'external' in rule) return <External href={rule.external} />;
  if (rule) return <Navigate to={rule.to} replace />;
  return <SessionProvider data={query.data}>{children ?? <Outlet />}</SessionProvider>;
}

/**
 * Public pages under the main layout (/home): the session is provided when there is one, so the
 * layout shows the signed-in variant; a visitor without one gets the page all the same.
 */
export function OptionalSession() {
  const query = useSessionQuery();
  if (query.isPending) return <Loading />;
  if (query.data) return <SessionProvider data={query.data}><Outlet /></SessionProvider>;
  return <Outlet />;
}

/** Feature guard: the permission (or superuser) passes, anything else goes to /auth/forbidden. */
export function RequirePermission({ permission, children }: { permission: string | undefined; children?: ReactNode }) {
  const session = useSession();
  if (permission && !session.hasPermission(permission)) return <Navigate to={FORBIDDEN} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Staff guard: non-staff users go to /dashboard/journey (core §2). */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { me } = useSession();
  if (!me.auth_user.is_staff && !me.auth_user.is_superuser) return <Navigate to={STAFF_FALLBACK} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Signed-in visitors of the sign-in screens go to the map (core §2 "signed-in redirect"). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const query = useSessionQuery();
  if (query.isPending) return <Loading />;
  if (query.data) return <Navigate to="/dashboard/main/map" replace />;
  return <>{children}</>;
}

/**
 * The catch-all route. The old UI is never sent on to /dashboard (that would bounce straight back
 * here in a loop where it is not installed); /dashboard/terminal and /dashboard/road-analytics are
 * real routes of the router, so they never reach here.
 */
export function UnknownPath() {
  const location = useLocation();
  // The old UI (/legacy…) is served beside this app, not by it: where it is not installed, sending
  // it on to /dashboard would bounce a journey company straight back here, forever.
  if (location.pathname.startsWith('/legacy/')) {
    return <NotInstalled />;
  }
  const rule = unknownPathRedirect(location.pathname);
  if (rule && 'external' in rule) return <External href={rule.external} />;
  return <Navigate to={rule?.to ?? '/dashboard'} replace />;
}
