import type { Db, Queryable } from '../../db/index.ts';

/** Serialises one retention batch at a time across server processes; a busy lock means another process is at it. */
const RETENTION_LOCK = 728303;

export interface CompanyRetention {
  companyId: number;
  days: number;
  /** Every device of the company, deleted ones included: their rows age out as well. */
  deviceIds: number[];
}

export async function companyRetentions(db: Queryable): Promise<CompanyRetention[]> {
  const { rows } = await db.query<{ id: number; days: number; devices: number[] }>(
    `SELECT c.id, c.detections_retention_days AS days, COALESCE(array_agg(d.id) FILTER (WHERE d.id IS NOT NULL), '{}') AS devices
       FROM companies c LEFT JOIN devices d ON d.company_id = c.id
      GROUP BY c.id ORDER BY c.id`,
  );
  return rows.map((r) => ({ companyId: r.id, days: r.days, deviceIds: r.devices }));
}

/**
 * Deletes up to `limit` detections of these devices older than `before`, from the whole table or
 * (defaultOnly) from the default partition alone, in one short transaction so ingest and reads
 * interleave between batches. Rows are picked by the primary key (id, create_time), which is
 * unique across partitions where a row's physical address is not. Answers how many went, or null
 * when another process holds the retention lock (it is doing the same work).
 */
export async function deleteOldBatch(
  db: Db,
  deviceIds: number[],
  before: number,
  defaultOnly: boolean,
  limit: number,
): Promise<number | null> {
  if (deviceIds.length === 0) return 0;
  const source = defaultOnly ? 'detections_default' : 'detections';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RETENTION_LOCK]);
    if (!rows[0].ok) return null;
    const res = await tx.query(
      `DELETE FROM detections d
        USING (SELECT id, create_time FROM ${source}
                WHERE device_id = ANY($1::int[]) AND create_time < $2::timestamptz LIMIT $3) x
        WHERE d.id = x.id AND d.create_time = x.create_time AND d.create_time < $2::timestamptz`,
      [deviceIds, new Date(before).toISOString(), limit],
    );
    return res.rowCount;
  });
}
