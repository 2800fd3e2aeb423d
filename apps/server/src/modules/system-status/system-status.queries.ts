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
 * Live processing against arrivals: for each link, the newer arrival of detections at its two devices
 * (devices.detections_synced_at, kept by ingest) against the link's live state time. A link is behind
 * when data arrived after its last processing (or it was never processed); its wait is now minus
 * that newest arrival.
 */
export async function liveProcessingLag(
  db: Queryable,
): Promise<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }> {
  const { rows } = await db.query<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }>(
    `WITH l AS (
       SELECT s.updated_at, GREATEST(o.detections_synced_at, t.detections_synced_at) AS newest
         FROM links k
         LEFT JOIN devices o ON o.id = k.origin_device_id
         LEFT JOIN devices t ON t.id = k.destination_device_id
         LEFT JOIN link_state s ON s.link_id = k.id AND s.mode = 0)
     SELECT count(*) FILTER (WHERE newest IS NOT NULL AND (updated_at IS NULL OR newest > updated_at))::int AS links_behind,
            count(updated_at)::int AS links_processed,
            count(newest)::int AS links_with_data,
            COALESCE(max(extract(epoch FROM now() - newest)) FILTER (WHERE newest IS NOT NULL AND (updated_at IS NULL OR newest > updated_at)), 0)::float8 AS lag_s
       FROM l`,
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
