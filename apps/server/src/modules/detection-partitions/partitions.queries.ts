import { DbError, type Db, type Queryable } from '../../db/index.ts';
import { boundText, partitionName, WEEK_MS, weekOfName } from './weeks.ts';

/** Serialises partition changes between server processes (migrations use 728301). */
const PARTITION_LOCK = 728302;
/**
 * Partition changes take strong locks (dropping one locks the whole table for a moment, attaching
 * one locks the default partition): waiting longer than this for a lock gives up until the next
 * run rather than stall ingest and reads queued behind the wait.
 */
const LOCK_TIMEOUT = '5s';

/** True when the error is a lock wait that hit LOCK_TIMEOUT: the change is simply tried again later. */
export const isLockTimeout = (err: unknown): boolean => err instanceof DbError && err.code === '55P03';

/** The weekly partitions there are, by week start; the default partition and any other table are left out. */
export async function weekPartitions(db: Queryable): Promise<Map<number, string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'detections'::regclass`,
  );
  const out = new Map<number, string>();
  for (const { name } of rows) {
    const start = weekOfName(name);
    if (start !== null) out.set(start, name);
  }
  return out;
}

/** The weeks in [from, to) that rows of the default partition fall in (rows a missing partition would take). */
export async function weeksInDefault(db: Queryable, from: number, to: number): Promise<number[]> {
  const { rows } = await db.query<{ w: number }>(
    `SELECT DISTINCT (extract(epoch FROM date_trunc('week', create_time AT TIME ZONE 'UTC')) * 1000)::float8 AS w
       FROM detections_default WHERE create_time >= $1::timestamptz AND create_time < $2::timestamptz`,
    [new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return rows.map((r) => Number(r.w));
}

/**
 * Creates the week's partition, race-safe: under an advisory lock, and only if no other process
 * made it meanwhile. It is built as a plain table and attached, which locks the parent only against
 * other schema changes (creating it as PARTITION OF would block every read and write of detections);
 * rows of that week already in the default partition (a sensor clock running ahead) move into it
 * first, since attaching fails while the default still holds any. Answers whether it was created.
 */
export async function createWeekPartition(db: Db, start: number): Promise<boolean> {
  const name = partitionName(start);
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    const { rows } = await tx.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]);
    if (rows[0].t !== null) return false;
    // Parent first, then the default, in the order ATTACH takes them; the default is held from the
    // move to the attach so no row of the week can slip into it in between.
    await tx.query('LOCK TABLE ONLY detections IN SHARE UPDATE EXCLUSIVE MODE');
    await tx.query('LOCK TABLE detections_default IN ACCESS EXCLUSIVE MODE');
    await tx.query(`CREATE TABLE ${name} (LIKE detections INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    const [lo, hi] = [boundText(start), boundText(start + WEEK_MS)];
    await tx.query(
      `WITH moved AS (DELETE FROM detections_default WHERE create_time >= $1::timestamptz AND create_time < $2::timestamptz RETURNING *)
       INSERT INTO ${name} SELECT * FROM moved`,
      [lo, hi],
    );
    await tx.query(`ALTER TABLE detections ATTACH PARTITION ${name} FOR VALUES FROM ('${lo}') TO ('${hi}')`);
    return true;
  });
}

/** Drops a whole week of detections (its rows, indexes and all); answers whether it was still there. */
export async function dropWeekPartition(db: Db, start: number): Promise<boolean> {
  const name = partitionName(start);
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    const { rows } = await tx.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]);
    if (rows[0].t === null) return false;
    await tx.query(`DROP TABLE ${name}`);
    return true;
  });
}
