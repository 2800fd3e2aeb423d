/** Who is calling, resolved once per request by plugins/auth.ts. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  companyId: number;
  groupId: number | null;
  isStaff: boolean;
  isSuperuser: boolean;
  isTerminalUser: boolean;
  timeZone: string;
  permissions: ReadonlySet<string>;
}

export interface AuthContext {
  user: AuthUser;
  /** `session` = browser cookie; `token` = `Authorization: Token <key>` (sensors, scripts). */
  via: 'session' | 'token';
  sessionId?: string;
  csrfToken?: string;
}

/** Superusers pass every permission check (core §5). */
export const hasPermission = (user: AuthUser, permission: string): boolean =>
  user.isSuperuser || user.permissions.has(permission);

/** Per-route access rules, set as `config: { access }` on a route. Routes under /api/ default to `user`. */
export interface RouteAccess {
  /** public: anyone; user: signed in by session or API key; session: browser session only. */
  auth?: 'public' | 'user' | 'session';
  permission?: string;
  staff?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
