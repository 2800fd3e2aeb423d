import type { Db } from '../db/index.ts';

/**
 * A device's detections per hour: its detections and radar vehicles of the last hour (the current
 * minute and the 59 before it, in sensor time), read from the per-minute counts that ingest keeps in
 * device_minute_counts, so a list of sensors costs at most 60 index rows per sensor. Null for a
 * device that never sent anything. `table` names the devices table (or its alias) in the query.
 */
export const detectionRateSql = (table: string) => `CASE WHEN ${table}.last_seen IS NULL THEN NULL ELSE
  (SELECT COALESCE(sum(m.detections + m.vehicles), 0)::float8 FROM device_minute_counts m
    WHERE m.device_id = ${table}.id AND m.minute >= date_trunc('minute', now()) - interval '59 minutes') END`;

/**
 * Counts the devices' figures afresh from their rows (their newest detection and radar arrivals, and
 * the last hour's per-minute counts): for data that was bulk-loaded rather than sent through ingest.
 * Live batches may arrive for the same devices meanwhile (the simulated city's feed starts before its
 * backfill ends). The devices are locked first, in id order as ingest locks them, so a batch either
 * commits before the count (which then sees its rows) or adds its own counts after it.
 */
export async function recountDevices(db: Db, deviceIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM devices WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [deviceIds]);
    await tx.query(
      `UPDATE devices d SET
         detections_synced_at = (SELECT x.sync_time FROM detections x WHERE x.device_id = d.id ORDER BY x.id DESC LIMIT 1),
         radar_synced_at = (SELECT r.sync_time FROM radar_data r WHERE r.device_id = d.id ORDER BY r.id DESC LIMIT 1)
       WHERE d.id = ANY($1::int[])`,
      [deviceIds],
    );
    await tx.query('DELETE FROM device_minute_counts WHERE device_id = ANY($1::int[])', [deviceIds]);
    await tx.query(
      `INSERT INTO device_minute_counts (device_id, minute, detections, vehicles)
       SELECT d.id, m.minute, sum(m.detections)::int, sum(m.vehicles)::int
         FROM unnest($1::int[]) AS d(id),
         LATERAL (
           SELECT date_trunc('minute', x.create_time) AS minute, count(*) AS detections, 0 AS vehicles
             FROM detections x WHERE x.device_id = d.id AND x.create_time >= date_trunc('minute', now()) - interval '59 minutes' AND x.create_time <= now()
            GROUP BY 1
           UNION ALL
           SELECT date_trunc('minute', r.timestamp), 0, sum(r.count)
             FROM radar_data r WHERE r.device_id = d.id AND r.timestamp >= date_trunc('minute', now()) - interval '59 minutes' AND r.timestamp <= now()
            GROUP BY 1
         ) m
        GROUP BY 1, 2`,
      [deviceIds],
    );
  });
}
