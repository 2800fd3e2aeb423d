import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@roadlens/contract';
import { auth } from '@roadlens/contract/endpoints/auth';
import { users } from '@roadlens/contract/endpoints/users';
import { links } from '@roadlens/contract/endpoints/links';
import { ApiError, onApiEvent } from '../api-client.ts';
import { call } from '../api/client.ts';
import { forgetEarlyCalls } from '../api/early.ts';
import { mapConfigKeys, sessionKeys } from '../api/keys.ts';
import { storage } from '../storage.ts';
import { applyProfileLanguage } from '../i18n.ts';

/**
 * The web session (identity issue): `me` and `my_permissions` are loaded before the dashboard
 * opens; a 401 on `users/me` means signed out.
 */
export interface Session {
  me: Me;
  permissions: string[];
  /** Superusers pass every check. */
  hasPermission: (permission: string) => boolean;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /** The old UI's address, to which a path is appended; null when it is not installed. */
  legacyUrl: string | null;
}

export const SESSION_QUERY_KEY = sessionKeys.all;

export interface SessionData {
  me: Me;
  permissions: string[];
  /** The old UI's address (the server's LEGACY_URL); null or absent when it is not installed. */
  legacyUrl?: string | null;
}

/** Sign-outs begun in this page; a session load that spans one is out of date when it answers. */
let signOuts = 0;

/**
 * Loads the session; `null` when the server answers 401 (signed out). As a query function it gets
 * the query client, and caches the map settings read on the way, so the map does not ask again.
 */
export async function loadSession(ctx?: { client?: QueryClient }): Promise<SessionData | null> {
  const signOutsBefore = signOuts;
  try {
    // Without the signed-in marker the visitor is most likely signed out (the sign-in page, a first visit): `me`
    // alone asks, so a signed-out visit costs one refused call rather than three. With it, all three at once.
    const meFirst = storage.get('accessToken') === null ? await call(users.me, {}, { silent: true }) : null;
    const [me, permissions, config] = await Promise.all([
      meFirst ?? call(users.me, {}, { silent: true }),
      call(users.myPermissions, {}, { silent: true }),
      call(links.mapConfig, {}, { silent: true }),
    ]);
    // An answer that left the server before a sign-out began here restores nothing: the session it saw is ended.
    if (signOuts !== signOutsBefore) return null;
    // The server says this browser is signed in: the signed-in marker (which the navigation follows) is
    // restored when it is missing, as after a sign-in made elsewhere for the same cookie or cleared storage;
    // else the layout would show no menu and no menu button.
    if (storage.get('accessToken') === null)
      storage.set('accessToken', me.sign_in_method.startsWith('sso:') ? me.sign_in_method : 'session');
    await applyProfileLanguage(me.language);
    // The external dashboard entry shows when an organisation id is stored locally (and is not the text null).
    if (me.company.grafana_org_id) storage.set('grafanaOrgId', me.company.grafana_org_id);
    else storage.remove('grafanaOrgId');
    ctx?.client?.setQueryData(mapConfigKeys.call(links.mapConfig, {}), config);
    return { me, permissions, legacyUrl: config.legacy_url };
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function hasPermissionIn(data: SessionData, permission: string): boolean {
  return data.me.auth_user.is_superuser || data.permissions.includes(permission);
}

/** Ends the server session and clears the signed-in marker. */
export async function endSession(): Promise<void> {
  signOuts++;
  forgetEarlyCalls();
  try {
    await call(auth.logout, {}, { silent: true });
  } catch {
    /* already signed out on the server: the local state is cleared anyway */
  }
  storage.remove('accessToken');
  storage.remove('grafanaOrgId');
}

const SessionContext = createContext<Session | null>(null);

/** The session's query, as every reader asks for it: the shell's guards, and the landing page before the first render. */
export const sessionQuery = queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: loadSession, staleTime: 5 * 60_000, retry: false });

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

/** Provides the session to its children; render it only once the session is loaded (see guards). */
export function SessionProvider({ data, children }: { data: SessionData; children: ReactNode }) {
  const client = useQueryClient();
  const refresh = useCallback(async () => {
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [client]);
  const signOut = useCallback(async () => {
    await endSession();
    client.setQueryData(SESSION_QUERY_KEY, null);
  }, [client]);
  // A 401 from any call means the session ended (expired, password changed elsewhere, disabled):
  // dropping it lets the guard send the user to sign-in with the current URL.
  useEffect(
    () =>
      onApiEvent((e) => {
        if (e.type === 'http-error' && e.status === 401) {
          storage.remove('accessToken');
          client.setQueryData(SESSION_QUERY_KEY, null);
        }
      }),
    [client],
  );
  const value = useMemo<Session>(
    () => ({
      me: data.me,
      permissions: data.permissions,
      legacyUrl: data.legacyUrl ?? null,
      hasPermission: (p: string) => hasPermissionIn(data, p),
      refresh,
      signOut,
    }),
    [data, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession must be used inside SessionProvider (a signed-in route)');
  return s;
}

/** For components that may render outside a signed-in route. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
