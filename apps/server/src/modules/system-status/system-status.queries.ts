import type { Queryable } from '../../db/index.ts';
import { OFFLINE_AFTER_S, SILENT_AFTER_S } from '../alerts/health-rules.ts';

/**
 * Installation-wide figures for the staff-only System Status page. Unlike every other query of the
 * server these are deliberately not scoped to one company: staff operate the whole installation.
 * Each is written to stay cheap on a large detections table (index lookups per device, no scans).
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
 * Per company: live sensors by last_seen (online within SILENT_AFTER_S, offline when never seen or
 * past OFFLINE_AFTER_S, the alerts dashboard's thresholds), detections of the last hour (range scan
 * on detections (device_id, create_time)) and the newest row's arrival: the highest id of each
 * device (index (device_id, id)) is its latest insert, since ids grow with insertion.
 */
export async function companyStatuses(db: Queryable): Promise<CompanyStatusRow[]> {
  const { rows } = await db.query<CompanyStatusRow>(
    `SELECT c.id, c.name,
            count(d.id)::int AS sensors_total,
            count(d.id) FILTER (WHERE d.last_seen > now() - make_interval(secs => $1))::int AS sensors_online,
            count(d.id) FILTER (WHERE d.last_seen IS NULL OR d.last_seen <= now() - make_interval(secs => $2))::int AS sensors_offline,
            COALESCE(sum(cur.n), 0)::int AS detections_last_hour,
            max(GREATEST(lastdet.t, lastradar.t)) AS last_ingest
       FROM companies c
       LEFT JOIN devices d ON d.company_id = c.id AND d.deleted_at IS NULL
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS n FROM detections x
          WHERE x.device_id = d.id AND x.create_time >= now() - interval '1 hour' AND x.create_time <= now()) cur ON true
       LEFT JOIN LATERAL (
         SELECT x.sync_time AS t FROM detections x WHERE x.device_id = d.id ORDER BY x.id DESC LIMIT 1) lastdet ON true
       LEFT JOIN LATERAL (
         SELECT r.sync_time AS t FROM radar_data r WHERE r.device_id = d.id ORDER BY r.id DESC LIMIT 1) lastradar ON true
      GROUP BY c.id, c.name
      ORDER BY c.name, c.id`,
    [SILENT_AFTER_S, OFFLINE_AFTER_S],
  );
  return rows;
}

export async function taskCounts(db: Queryable): Promise<Array<{ state: string; n: number }>> {
  const { rows } = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM processing_tasks GROUP BY state');
  return rows;
}

/**
 * Live processing against arrivals: for each link, the newest detection of its two devices
 * (index (device_id, id)) against the link's live state time. A link is behind when data arrived
 * after its last processing (or it was never processed); its wait is now minus that newest arrival.
 */
export async function liveProcessingLag(db: Queryable): Promise<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }> {
  const { rows } = await db.query<{ links_behind: number; links_processed: number; links_with_data: number; lag_s: number | null }>(
    `WITH l AS (
       SELECT s.updated_at,
              (SELECT max(t) FROM (
                 SELECT (SELECT x.sync_time FROM detections x WHERE x.device_id = k.origin_device_id ORDER BY x.id DESC LIMIT 1) AS t
                 UNION ALL
                 SELECT (SELECT x.sync_time FROM detections x WHERE x.device_id = k.destination_device_id ORDER BY x.id DESC LIMIT 1)) a) AS newest
         FROM links k
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
