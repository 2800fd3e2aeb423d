// The live backlog (one row per acknowledged detection batch until its live work is done) and the
// per-link lock of a live step: what lets several server processes share live processing.
import type { Queryable } from '../../db/index.ts';

export interface BacklogRow {
  id: number;
  company_id: number;
  device_ids: number[];
  from_s: number;
  to_s: number;
}

/** Rows nobody holds: never claimed, or claimed by a process whose lease ran out (it died or stalled). */
const CLAIMABLE = 'claimed_until IS NULL OR claimed_until < now()';

/**
 * Claims up to `limit` of the oldest claimable batches for `leaseS` seconds. SKIP LOCKED: processes
 * claiming at the same moment take different rows, none waits for another.
 */
export async function claimLiveBacklog(db: Queryable, limit: number, leaseS: number): Promise<BacklogRow[]> {
  const { rows } = await db.query<BacklogRow & { id: string | number }>(
    `UPDATE live_backlog SET claimed_until = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM live_backlog WHERE ${CLAIMABLE} ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, company_id, device_ids, extract(epoch FROM from_time)::float8 AS from_s, extract(epoch FROM to_time)::float8 AS to_s`,
    [limit, leaseS],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

/** How many batches are waiting for a process to claim them. */
export async function claimableLiveBacklog(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM live_backlog WHERE ${CLAIMABLE}`);
  return rows[0].n;
}

/** Gives up every claim: only for a database one process alone can open (PGlite), where any claim is a dead run's. */
export async function releaseLiveClaims(db: Queryable): Promise<void> {
  await db.query('UPDATE live_backlog SET claimed_until = NULL WHERE claimed_until IS NOT NULL');
}

/** A company's batches whose live work is done. */
export async function deleteLiveBacklog(db: Queryable, companyId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('DELETE FROM live_backlog WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, ids]);
}

/** Advisory-lock namespace of live link steps ('LIVE' in ASCII). */
const LIVE_LINK_LOCK = 0x4c495645;

/**
 * Locks these links for the caller's transaction, waiting while another process steps one of them:
 * one step of a link at a time across every process on the database. Taken in id order, so two steps
 * that share links queue behind each other and never deadlock.
 */
export async function lockLinks(db: Queryable, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  await db.query('SELECT count(pg_advisory_xact_lock($1, x.id)) FROM unnest($2::int[]) AS x(id)', [
    LIVE_LINK_LOCK,
    [...new Set(linkIds)].sort((a, b) => a - b),
  ]);
}
