import type { Queryable } from '../../db/index.ts';
import type { Invitation } from '@roadlens/contract';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** Invitation links live seven days. */
export const INVITATION_DAYS = 7;

interface Row {
  id: number;
  email: string;
  group_id: number | null;
  group_name: string | null;
  created_at: Date;
  expires_at: Date;
}
const toInvitation = (r: Row): Invitation => ({
  id: r.id,
  email: r.email,
  group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
  created_at: new Date(r.created_at).toISOString(),
  expires_at: new Date(r.expires_at).toISOString(),
});
const COLUMNS = 'i.id, i.email, i.group_id, g.name AS group_name, i.created_at, i.expires_at';

/** The company of the user who has this address (addresses are unique across companies), or null. */
export async function emailOwnerCompany(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0]?.company_id ?? null;
}

/** Null when the company already has a pending invitation for the address. */
export async function createInvitation(
  db: Queryable,
  p: { companyId: number; email: string; groupId: number | null; invitedBy: number },
): Promise<{ id: number; token: string } | null> {
  const token = randomToken();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invitations (company_id, email, group_id, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     ON CONFLICT (company_id, lower(email)) WHERE accepted_at IS NULL DO NOTHING RETURNING id`,
    [p.companyId, p.email, p.groupId, sha256(token), p.invitedBy, INVITATION_DAYS],
  );
  return rows[0] ? { id: rows[0].id, token } : null;
}

export async function findInvitation(db: Queryable, companyId: number, id: number): Promise<Invitation | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM invitations i LEFT JOIN groups g ON g.id = i.group_id
      WHERE i.company_id = $1 AND i.id = $2 AND i.accepted_at IS NULL`,
    [companyId, id],
  );
  return rows[0] ? toInvitation(rows[0]) : null;
}

export async function listPending(db: Queryable, companyId: number): Promise<Invitation[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM invitations i LEFT JOIN groups g ON g.id = i.group_id
      WHERE i.company_id = $1 AND i.accepted_at IS NULL ORDER BY i.created_at DESC, i.id DESC`,
    [companyId],
  );
  return rows.map(toInvitation);
}

/** A fresh token and expiry: the old link stops working. */
export async function renewInvitation(db: Queryable, companyId: number, id: number): Promise<string | null> {
  const token = randomToken();
  const { rows } = await db.query(
    `UPDATE invitations SET token_hash = $3, expires_at = now() + make_interval(days => $4)
      WHERE company_id = $1 AND id = $2 AND accepted_at IS NULL RETURNING id`,
    [companyId, id, sha256(token), INVITATION_DAYS],
  );
  return rows.length ? token : null;
}

export async function deleteInvitation(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM invitations WHERE company_id = $1 AND id = $2 AND accepted_at IS NULL RETURNING id', [
    companyId,
    id,
  ]);
  return rows.length > 0;
}

export async function findOpenByToken(db: Queryable, token: string) {
  const { rows } = await db.query<{ id: number; company_id: number; email: string; group_id: number | null; company_name: string }>(
    `SELECT i.id, i.company_id, i.email, i.group_id, c.name AS company_name
       FROM invitations i JOIN companies c ON c.id = i.company_id
      WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

/** Marks accepted; false when another request accepted it first. */
export async function acceptInvitation(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE invitations SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

export async function createInvitedUser(
  db: Queryable,
  p: {
    companyId: number;
    username: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    groupId: number | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, username, email, password_hash, first_name, last_name, group_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [p.companyId, p.username, p.email, p.passwordHash, p.firstName, p.lastName, p.groupId],
  );
  return rows[0].id;
}
