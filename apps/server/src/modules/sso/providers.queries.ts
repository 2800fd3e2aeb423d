import type { Queryable } from '../../db/index.ts';
import type { SsoProviderInput, SsoProviderPatch } from '@roadlens/contract';

export interface AdminProviderRow {
  id: number;
  name: string;
  label: string;
  issuer: string;
  client_id: string;
  scopes: string;
  enabled: boolean;
  client_secret_set: boolean;
  linked_users: number;
}

const ADMIN_COLUMNS = `p.id, p.name, COALESCE(p.label, p.name) AS label, p.issuer, p.client_id, p.scopes, p.enabled,
  (p.client_secret_sealed IS NOT NULL OR p.legacy_client_secret IS NOT NULL) AS client_secret_set,
  (SELECT count(*)::int FROM sso_identities i WHERE i.provider_id = p.id) AS linked_users`;

/** The company's providers for its admins, by label; never the secret. */
export async function listProviders(db: Queryable, companyId: number): Promise<AdminProviderRow[]> {
  const { rows } = await db.query<AdminProviderRow>(
    `SELECT ${ADMIN_COLUMNS} FROM sso_providers p WHERE p.company_id = $1 ORDER BY COALESCE(p.label, p.name), p.id`,
    [companyId],
  );
  return rows;
}

/** One provider of the company; another company's id matches nothing. */
export async function getProvider(db: Queryable, companyId: number, id: number): Promise<AdminProviderRow | null> {
  const { rows } = await db.query<AdminProviderRow>(`SELECT ${ADMIN_COLUMNS} FROM sso_providers p WHERE p.company_id = $1 AND p.id = $2`, [
    companyId,
    id,
  ]);
  return rows[0] ?? null;
}

export const normaliseIssuer = (issuer: string) => issuer.replace(/\/+$/, '');

/** Null when the company already has a provider of that name. The secret arrives sealed. */
export async function insertProvider(db: Queryable, companyId: number, p: SsoProviderInput, sealedSecret: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sso_providers (company_id, name, label, issuer, client_id, client_secret_sealed, scopes, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (company_id, name) DO NOTHING RETURNING id`,
    [companyId, p.name, p.label, normaliseIssuer(p.issuer), p.client_id, sealedSecret, p.scopes, p.enabled],
  );
  return rows[0]?.id ?? null;
}

/** Changes the given fields only; false when the id is not the company's. */
export async function updateProvider(
  db: Queryable,
  companyId: number,
  id: number,
  p: Omit<SsoProviderPatch, 'client_secret'> & { sealedSecret?: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sso_providers SET
        label = COALESCE($3, label), issuer = COALESCE($4, issuer), client_id = COALESCE($5, client_id),
        client_secret_sealed = COALESCE($6, client_secret_sealed),
        legacy_client_secret = CASE WHEN $6::text IS NULL THEN legacy_client_secret END,
        scopes = COALESCE($7, scopes), enabled = COALESCE($8, enabled)
      WHERE company_id = $1 AND id = $2 RETURNING id`,
    [
      companyId,
      id,
      p.label ?? null,
      p.issuer === undefined ? null : normaliseIssuer(p.issuer),
      p.client_id ?? null,
      p.sealedSecret ?? null,
      p.scopes ?? null,
      p.enabled ?? null,
    ],
  );
  return rows.length === 1;
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
