import type { Queryable } from '../../db/index.ts';
import type { Notification } from '@roadlens/contract/notifications';

/** The public columns; timestamp is seconds since epoch. */
const COLUMNS = `id, unread, level, actor_type, actor_object_id, verb, description, data,
  extract(epoch FROM created_at)::float8 AS timestamp`;

export interface NewNotification {
  level: Notification['level'];
  actor_type: Notification['actor_type'];
  actor_object_id?: number | null;
  verb: string;
  description?: string | null;
  data?: Record<string, unknown>;
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  opts: { unread?: boolean; limit: number; offset: number; ascending: boolean },
): Promise<Notification[]> {
  const { rows } = await db.query<Notification>(
    `SELECT ${COLUMNS} FROM notifications
      WHERE recipient_id = $1 AND NOT deleted AND ($2::boolean IS NULL OR unread = $2)
      ORDER BY created_at ${opts.ascending ? 'ASC' : 'DESC'}, id ${opts.ascending ? 'ASC' : 'DESC'}
      LIMIT $3 OFFSET $4`,
    [userId, opts.unread ?? null, opts.limit, opts.offset],
  );
  return rows;
}

export async function countNotifications(db: Queryable, userId: number, unread?: boolean): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications
      WHERE recipient_id = $1 AND NOT deleted AND ($2::boolean IS NULL OR unread = $2)`,
    [userId, unread ?? null],
  );
  return rows[0].n;
}

export async function getNotification(db: Queryable, userId: number, id: number): Promise<Notification | null> {
  const { rows } = await db.query<Notification>(
    `SELECT ${COLUMNS} FROM notifications WHERE id = $1 AND recipient_id = $2 AND NOT deleted`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Notifications created after `seconds` (epoch), newest first; what the panel's poll asks. */
export async function notificationsAfter(db: Queryable, userId: number, seconds: number): Promise<Notification[]> {
  const { rows } = await db.query<Notification>(
    `SELECT ${COLUMNS} FROM notifications
      WHERE recipient_id = $1 AND NOT deleted AND created_at > to_timestamp($2)
      ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId, seconds],
  );
  return rows;
}

export async function setUnread(db: Queryable, userId: number, id: number, unread: boolean): Promise<Notification | null> {
  const { rows } = await db.query<Notification>(
    `UPDATE notifications SET unread = $3 WHERE id = $1 AND recipient_id = $2 AND NOT deleted RETURNING ${COLUMNS}`,
    [id, userId, unread],
  );
  return rows[0] ?? null;
}

export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const { rowCount } = await db.query('UPDATE notifications SET unread = false WHERE recipient_id = $1 AND unread AND NOT deleted', [
    userId,
  ]);
  return rowCount;
}

export async function softDelete(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE notifications SET deleted = true WHERE id = $1 AND recipient_id = $2 AND NOT deleted', [
    id,
    userId,
  ]);
  return rowCount > 0;
}

/** Inserts one notification per recipient and returns the rows (with their recipient). */
export async function insertNotifications(
  db: Queryable,
  userIds: number[],
  n: NewNotification,
): Promise<Array<Notification & { recipient_id: number }>> {
  const { rows } = await db.query<Notification & { recipient_id: number }>(
    `INSERT INTO notifications (recipient_id, level, actor_type, actor_object_id, verb, description, data)
     SELECT u, $2, $3, $4, $5, $6, $7::jsonb FROM unnest($1::int[]) AS u
     RETURNING recipient_id, ${COLUMNS}`,
    [userIds, n.level, n.actor_type, n.actor_object_id ?? null, n.verb, n.description ?? null, JSON.stringify(n.data ?? {})],
  );
  return rows;
}

export async function activeCompanyUserIds(db: Queryable, companyId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE company_id = $1 AND is_active', [companyId]);
  return rows.map((r) => r.id);
}
