import type { Queryable } from '../../db/index.ts';
import { sensorOfflineSql, sensorOnlineSql } from '@roadlens/traffic/definitions';

/**
 * Installation-wide figures for the staff-only System Status page. Unlike every other query of the
 * server these are deliberately not scoped to one company: staff operate the whole installation.
 * None reads the detections or radar tables: their figures come from what ingest keeps per device,
 * so the page answers in the same time however much data the installation holds.
 */

export async function databaseSize(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT pg_database_size(current_database())::text AS n');
  return Number(rows[0].n);
}

export async function migrationsApplied(db: Queryable): Promise<{ count: number; level: number }> {
  const { rows } = await db.query<{ count: number; level: number | null }>(
    'SELECT count(*)::int AS count, max(version) AS level FROM schema_migrations',
  );
  return { count: rows[0].count, level: rows[0].level ?? 0 };
}

export interface CompanyStatusRow {
  id: number;
  name: string;
  sensors_total: number;
  sensors_online: number;
  sensors_offline: number;
  detections_last_hour: number;
  last_ingest: Date | string | null;
}

/**
 * Per company: live sensors online and offline by their sensor status (the thresholds every screen
 * uses), detections of the last hour and the newest row's arrival — both from what ingest keeps per
 * device (device_minute_counts, the devices' *_synced_at), so the cost follows the number of
 * sensors, never the number of rows.
 */
export async function companyStatuses(db: Queryable): Promise<CompanyStatusRow[]> {
  const { rows } = await db.query<CompanyStatusRow>(
    `SELECT c.id, c.name,
            count(d.id)::int AS sensors_total,
            count(d.id) FILTER (WHERE ${sensorOnlineSql('d.last_seen')})::int AS sensors_online,
            count(d.id) FILTER (WHERE ${sensorOfflineSql('d.last_seen')})::int AS sensors_offline,
            COALESCE(sum(cur.n), 0)::int AS detections_last_hour,
            max(GREATEST(d.detections_synced_at, d.radar_synced_at)) AS last_ingest
       FROM companies c
       LEFT JOIN devices d ON d.company_id = c.id AND d.deleted_at IS NULL
       LEFT JOIN LATERAL (
         SELECT sum(m.detections) AS n FROM device_minute_counts m
          WHERE m.device_id = d.id AND m.minute >= date_trunc('minute', now()) - interval '59 minutes') cur ON true
      GROUP BY c.id, c.name
      ORDER BY c.name, c.id`,
  );
  return rows;
}

export async function taskCounts(db: Queryable): Promise<Array<{ state: string; n: number }>> {
  const { rows } = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM processing_tasks GROUP BY state');
  return rows;
}

/**
 * Live processing's delay, from its backlog: a link is behind while a batch of its origin's or destination's
 * detections waits in the live backlog (unclaimed, or claimed and not finished), and the lag is the age of the
 * oldest such batch. Links that got data but no new match are not behind: nothing is owed to them.
 * `links_with_data` (either sensor ever sent detections) tells "no data at all" (null lag) from "up to date" (0).
 */
export async function liveProcessingLag(
  db: Queryable,
): Promise<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }> {
  const { rows } = await db.query<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }>(
    `WITH waiting AS (
       SELECT d, min(b.created_at) AS oldest FROM live_backlog b, unnest(b.device_ids) AS d GROUP BY d),
     behind AS (
       SELECT k.id, min(w.oldest) AS oldest FROM links k JOIN waiting w ON w.d IN (k.origin_device_id, k.destination_device_id) GROUP BY k.id)
     SELECT (SELECT count(*) FROM behind)::int AS links_behind,
            (SELECT count(*) FROM link_state WHERE mode = 0)::int AS links_processed,
            (SELECT count(*) FROM links k
               LEFT JOIN devices o ON o.id = k.origin_device_id
               LEFT JOIN devices t ON t.id = k.destination_device_id
              WHERE o.detections_synced_at IS NOT NULL OR t.detections_synced_at IS NOT NULL)::int AS links_with_data,
            COALESCE((SELECT extract(epoch FROM now() - min(oldest)) FROM behind), 0)::float8 AS lag_s`,
  );
  const r = rows[0];
  return { ...r, lag_s: r.links_with_data === 0 ? null : Math.max(0, r.lag_s ?? 0) };
}

/** Sessions that still let a browser in: not expired, and used within the idle lifetime by an active user. */
export async function activeSessions(db: Queryable, idleMinutes: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE u.is_active AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => $1)`,
    [idleMinutes],
  );
  return rows[0].n;
}

/** Mail written to the outbox and not sent (no SMTP configured, or sending failed). */
export async function pendingMail(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL');
  return rows[0].n;
}
