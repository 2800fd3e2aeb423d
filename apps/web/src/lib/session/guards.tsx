import { useEffect, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionProvider, useSession, useSessionQuery } from './session-context.tsx';
import { dashboardRedirect, FORBIDDEN, loginRedirect, signInRedirect, STAFF_FALLBACK, unknownPathRedirect } from './redirect-rules.ts';

function Loading() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

/** Full-page navigation to the old UI. */
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
export function RequireSession({
  children,
  login = false,
  dashboardRules = true,
}: {
  children?: ReactNode;
  login?: boolean;
  dashboardRules?: boolean;
}) {
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
  if (query.data)
    return (
      <SessionProvider data={query.data}>
        <Outlet />
      </SessionProvider>
    );
  return <Outlet />;
}

/** Feature guard: the permission (or superuser) passes, anything else goes to /auth/forbidden. */
export function RequirePermission({ permission, children }: { permission: string | undefined; children?: ReactNode }) {
  const session = useSession();
  if (permission && !session.hasPermission(permission)) return <Navigate to={FORBIDDEN} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Staff guard: non-staff users go to /dashboard/journey. */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { me } = useSession();
  if (!me.auth_user.is_staff && !me.auth_user.is_superuser) return <Navigate to={STAFF_FALLBACK} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Signed-in visitors of the sign-in screens go to the map: a session needs no second sign-in. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const query = useSessionQuery();
  if (query.isPending) return <Loading />;
  if (query.data) return <Navigate to="/dashboard/main/map" replace />;
  return <>{children}</>;
}

/**
 * The catch-all route. /legacy/… has a page of its own in the router (the old UI is not installed
 * here), so it never reaches this; /dashboard/terminal and /dashboard/road-analytics are real
 * routes too. /dashboard/journey… goes to the old UI, whose address comes with the session.
 */
export function UnknownPath() {
  const location = useLocation();
  const query = useSessionQuery();
  const journey = location.pathname.startsWith('/dashboard/journey');
  if (journey && query.isPending) return <Loading />;
  if (journey && !query.data) return <Navigate to={signInRedirect(location.pathname + location.search + location.hash)} replace />;
  const rule = unknownPathRedirect(location.pathname, query.data?.legacyUrl);
  if (rule && 'external' in rule) return <External href={rule.external} />;
  return <Navigate to={rule?.to ?? '/dashboard'} replace />;
}
