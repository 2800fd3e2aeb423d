import type { Queryable } from '../../db/index.ts';
import { sha256 } from '../../lib/crypto.ts';

export interface ProviderRow {
  id: number;
  company_id: number;
  name: string;
  label: string;
  issuer: string;
  client_id: string;
  /** Sealed (see provider-secret.ts); opened only to call the provider. */
  client_secret_sealed: string | null;
  scopes: string;
  enabled: boolean;
}

const PROVIDER = `p.id, p.company_id, p.name, COALESCE(p.label, p.name) AS label, p.issuer, p.client_id, p.client_secret_sealed, p.scopes, p.enabled`;

/** The enabled providers of a company, by its public uuid (the sign-in screen's buttons). */
export async function listCompanyProviders(db: Queryable, companyUuid: string): Promise<Array<{ name: string; label: string }>> {
  const { rows } = await db.query<{ name: string; label: string }>(
    `SELECT p.name, COALESCE(p.label, p.name) AS label FROM sso_providers p JOIN companies c ON c.id = p.company_id
      WHERE c.uuid = $1::uuid AND p.enabled ORDER BY COALESCE(p.label, p.name), p.name`,
    [companyUuid],
  );
  return rows;
}

export async function findProviderByUuid(db: Queryable, companyUuid: string, name: string): Promise<ProviderRow | null> {
  const { rows } = await db.query<ProviderRow>(
    `SELECT ${PROVIDER} FROM sso_providers p JOIN companies c ON c.id = p.company_id
      WHERE c.uuid = $1::uuid AND p.name = $2 AND p.enabled`,
    [companyUuid, name],
  );
  return rows[0] ?? null;
}

export async function findProviderByName(db: Queryable, companyId: number, name: string): Promise<ProviderRow | null> {
  const { rows } = await db.query<ProviderRow>(
    `SELECT ${PROVIDER} FROM sso_providers p WHERE p.company_id = $1 AND p.name = $2 AND p.enabled`,
    [companyId, name],
  );
  return rows[0] ?? null;
}

export async function findProviderById(db: Queryable, id: number): Promise<ProviderRow | null> {
  const { rows } = await db.query<ProviderRow>(`SELECT ${PROVIDER} FROM sso_providers p WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

/** State, nonce and PKCE verifier of one redirect live ten minutes. */
export const STATE_MINUTES = 10;

export interface NewState {
  state: string;
  providerId: number;
  browser: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  linkUserId: number | null;
}

export async function saveState(db: Queryable, s: NewState): Promise<void> {
  await db.query(
    `INSERT INTO sso_login_states (state_hash, provider_id, browser_hash, nonce, code_verifier, return_to, link_user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
    [sha256(s.state), s.providerId, sha256(s.browser), s.nonce, s.codeVerifier, s.returnTo, s.linkUserId, STATE_MINUTES],
  );
  await db.query('DELETE FROM sso_login_states WHERE expires_at < now()');
}

export interface StateRow {
  provider_id: number;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  link_user_id: number | null;
  expired: boolean;
}

/** Removes and returns the state in one statement: a second callback with it finds nothing. */
export async function takeState(db: Queryable, state: string): Promise<StateRow | null> {
  const { rows } = await db.query<StateRow>(
    `DELETE FROM sso_login_states WHERE state_hash = $1
     RETURNING provider_id, browser_hash, nonce, code_verifier, return_to, link_user_id, expires_at <= now() AS expired`,
    [sha256(state)],
  );
  return rows[0] ?? null;
}

/** The user behind (provider, issuer, subject) — in the provider's own company, never matched by e-mail. */
export async function findIdentityUser(db: Queryable, providerId: number, issuer: string, subject: string) {
  const { rows } = await db.query<{ id: number; is_active: boolean }>(
    `SELECT u.id, u.is_active FROM sso_identities i
       JOIN sso_providers p ON p.id = i.provider_id JOIN users u ON u.id = i.user_id AND u.company_id = p.company_id
      WHERE i.provider_id = $1 AND i.issuer = $2 AND i.subject = $3`,
    [providerId, issuer, subject],
  );
  return rows[0] ?? null;
}

export async function touchIdentity(db: Queryable, providerId: number, subject: string): Promise<void> {
  await db.query('UPDATE sso_identities SET last_used_at = now() WHERE provider_id = $1 AND subject = $2', [providerId, subject]);
}

/**
 * Links (provider, subject) to a user of the provider's company. Answers false when the subject
 * is already linked to someone else (it is never moved silently); relinking the same user is fine.
 */
export async function linkIdentity(
  db: Queryable,
  l: { providerId: number; issuer: string; subject: string; userId: number; email: string | null },
): Promise<boolean> {
  const { rows } = await db.query<{ user_id: number }>(
    `INSERT INTO sso_identities (provider_id, subject, user_id, issuer, email)
     SELECT p.id, $2, u.id, $4, $5 FROM sso_providers p JOIN users u ON u.company_id = p.company_id
      WHERE p.id = $1 AND u.id = $3
     ON CONFLICT (provider_id, subject) DO UPDATE SET email = EXCLUDED.email, issuer = EXCLUDED.issuer
      WHERE sso_identities.user_id = EXCLUDED.user_id
     RETURNING user_id`,
    [l.providerId, l.subject, l.userId, l.issuer, l.email],
  );
  return rows.length === 1;
}
