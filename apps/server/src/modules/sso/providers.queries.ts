import type { Queryable } from '../../db/index.ts';
import type { SsoProviderInput } from '@roadlens/contract';

export interface AdminProviderRow {
  id: number;
  name: string;
  label: string;
  issuer: string;
  client_id: string;
  scopes: string;
  enabled: boolean;
  linked_users: number;
}

/** The company's providers for its admins, by label; never the secret. */
export async function listProviders(db: Queryable, companyId: number): Promise<AdminProviderRow[]> {
  const { rows } = await db.query<AdminProviderRow>(
    `SELECT p.id, p.name, COALESCE(p.label, p.name) AS label, p.issuer, p.client_id, p.scopes, p.enabled,
            (SELECT count(*)::int FROM sso_identities i WHERE i.provider_id = p.id) AS linked_users
       FROM sso_providers p WHERE p.company_id = $1 ORDER BY COALESCE(p.label, p.name), p.id`,
    [companyId],
  );
  return rows;
}

/** Null when the company already has a provider of that name. */
export async function insertProvider(db: Queryable, companyId: number, p: SsoProviderInput): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sso_providers (company_id, name, label, issuer, client_id, client_secret, scopes, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (company_id, name) DO NOTHING RETURNING id`,
    [companyId, p.name, p.label, p.issuer.replace(/\/+$/, ''), p.client_id, p.client_secret, p.scopes, p.enabled],
  );
  return rows[0]?.id ?? null;
}

/** Deleting a provider unlinks its identities (cascade); another company's id matches nothing. */
export async function deleteProvider(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM sso_providers WHERE id = $1 AND company_id = $2 RETURNING id', [id, companyId]);
  return rows.length === 1;
}

export async function listUserIdentities(db: Queryable, userId: number) {
  const { rows } = await db.query<{ provider: string; label: string; email: string | null; created_at: string }>(
    `SELECT p.name AS provider, COALESCE(p.label, p.name) AS label, i.email, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
       FROM sso_identities i JOIN sso_providers p ON p.id = i.provider_id
      WHERE i.user_id = $1 ORDER BY COALESCE(p.label, p.name)`,
    [userId],
  );
  return rows;
}

export async function unlinkIdentity(db: Queryable, userId: number, companyId: number, provider: string): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM sso_identities i USING sso_providers p
      WHERE p.id = i.provider_id AND p.company_id = $2 AND p.name = $3 AND i.user_id = $1 RETURNING i.subject`,
    [userId, companyId, provider],
  );
  return rows.length > 0;
}
