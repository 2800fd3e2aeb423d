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
  /** An API key's scopes (`ingest`, `read`): the only routes it may call are those declaring one of them. */
  scopes?: ReadonlySet<string>;
  apiKeyId?: number;
}

/** Superusers pass every permission check. */
export const hasPermission = (user: AuthUser, permission: string): boolean => user.isSuperuser || user.permissions.has(permission);

/**
 * Per-route access rules, set as `config: { access }` on a route (or by `route()` from the
 * contract). A route that declares none is open to signed-in callers only, whatever its path.
 */
export interface RouteAccess {
  /** public: anyone; user: signed in by session or API key; session: browser session only. */
  auth?: 'public' | 'user' | 'session';
  permission?: string;
  staff?: boolean;
  /** The API-key scope that may call this route; routes without one refuse API keys. */
  scope?: 'ingest' | 'read';
  /**
   * The call changes data although its method is GET: a browser session must send the CSRF
   * header (X-CSRFToken) as on POST, so a link or image on another site cannot trigger it.
   */
  csrf?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route never looks at its caller (the web app's files, the API description): no session
     * is resolved for it, so a first visit's hundred script requests never queue on the database.
     */
    callerFree?: boolean;
    /** The contract's declaration this route was registered from. */
    endpoint?: import('@roadlens/contract/endpoint').Endpoint;
  }
}
