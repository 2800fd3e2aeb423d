import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@roadlens/contract';
import { ApiError, api, onApiEvent } from '../api-client.ts';
import { storage } from '../storage.ts';

/**
 * The web session (identity issue): `me` and `my_permissions` are loaded before the dashboard
 * opens (DECISIONS "Core"); a 401 on `users/me` means signed out.
 */
export interface Session {
  me: Me;
  permissions: string[];
  /** Superusers pass every check (DECISIONS "Core"). */
  hasPermission: (permission: string) => boolean;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export interface SessionData {
  me: Me;
  permissions: string[];
}

/** Loads the session; `null` when the server answers 401 (signed out). */
export async function loadSession(): Promise<SessionData | null> {
  try {
    const [me, permissions] = await Promise.all([
      api.get<Me>('/api/platform/users/me/', { silent: true }),
      api.get<string[]>('/api/platform/users/my_permissions/', { silent: true }),
    ]);
    return { me, permissions };
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
  try {
    await api.post('/api/logout/', undefined, { silent: true });
  } catch {
    /* already signed out on the server: the local state is cleared anyway */
  }
  storage.remove('accessToken');
  storage.remove('grafanaOrgId');
}

const SessionContext = createContext<Session | null>(null);

export function useSessionQuery() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: loadSession, staleTime: 5 * 60_000, retry: false });
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
