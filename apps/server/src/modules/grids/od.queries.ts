import { LIVE_MODE, estimatedFreeFlowSql, linkFreeFlowSql, sensorStatusSql } from '@roadlens/traffic/definitions';
import type { Queryable } from '../../db/index.ts';

/** Local days `from`..`to` (both included) and hours `hourFrom`..`hourTo` of each day in `timeZone`; `hourFrom > hourTo` wraps midnight. */
export interface Period {
  from: string;
  to: string;
  hourFrom: number;
  hourTo: number;
  timeZone: string;
}

/** Which sensor is in which zone, as parallel arrays. */
export interface DeviceZones {
  devices: number[];
  zones: number[];
}

/** The period's first and last instants (t0 included, t1 not) from $4 `from`, $5 `to` and $6 the time zone. */
export const PERIOD_BOUNDS = '($4::date)::timestamp AT TIME ZONE $6 AS t0, ($5::date + 1)::timestamp AT TIME ZONE $6 AS t1';

/**
 * The (device, zone) pairs, kept to the company's sensors however they were worked out, and the
 * period's bounds as instants: local midnight of `from` to local midnight after `to`.
 */
const ZONES_AND_BOUNDS = `zd AS (
    SELECT x.device_id, x.zone_id FROM unnest($2::int[], $3::int[]) AS x(device_id, zone_id)
    JOIN devices dv ON dv.id = x.device_id AND dv.company_id = $1
  ), bounds AS (SELECT ${PERIOD_BOUNDS})`;

/** True when the local hour of `t` is within the period's hours ($7 start, $8 end; a start after the end wraps midnight). */
export const IN_HOURS = (t: string) =>
  `(CASE WHEN $7::int < $8::int THEN extract(hour FROM ${t} AT TIME ZONE $6) >= $7 AND extract(hour FROM ${t} AT TIME ZONE $6) < $8
         ELSE extract(hour FROM ${t} AT TIME ZONE $6) >= $7 OR extract(hour FROM ${t} AT TIME ZONE $6) < $8 END)`;

const periodParams = (companyId: number, dz: DeviceZones, p: Period) => [
  companyId,
  dz.devices,
  dz.zones,
  p.from,
  p.to,
  p.timeZone,
  p.hourFrom,
  p.hourTo,
];

export interface OdRow {
  origin: number;
  destination: number;
  trips: number;
  median_s: number;
}

/**
 * Trips between zones in the period. The sightings of each vehicle (keyed fingerprint) at the
 * grid's sensors are put in time order; a trip is a sighting in one zone followed directly by a
 * sighting in another within `maxTripMinutes`: it leaves the origin at its last sighting there and
 * reaches the destination at its first sighting there, so dwell inside a zone is not travel time.
 * A vehicle crossing A, then B, then C makes two trips, A→B and B→C. Trips count by departure, so
 * sightings up to `maxTripMinutes` after the period are read to close trips that start near its end.
 *
 * Requests use the trips kept ahead of time (kept-trips.ts) when they are ready; this statement
 * answers until then and is the reference those are tested against.
 *
 * Speed (a day of 2M sightings is mostly the sort by vehicle): the scan names the grid's sensors
 * itself, so the (device_id, create_time) index reads only their sightings in the window rather than
 * every sensor's; and vehicles are told apart byte by byte (COLLATE "C"), which splits them exactly
 * as the database's own collation would, as fingerprints are equal only when their bytes are, but
 * sorts without the locale's rules.
 */
export async function odTrips(db: Queryable, companyId: number, dz: DeviceZones, p: Period, maxTripMinutes: number): Promise<OdRow[]> {
  const { rows } = await db.query<OdRow>(
    `WITH ${ZONES_AND_BOUNDS}, s AS (
       SELECT d.fingerprint, d.create_time AS t, zd.zone_id
       FROM bounds b CROSS JOIN zd
       JOIN detections d ON d.device_id = zd.device_id AND d.create_time >= b.t0 AND d.create_time < b.t1 + make_interval(mins => $9)
       WHERE d.device_id = ANY($2::int[])
     ), n AS (
       SELECT zone_id, t, lead(zone_id) OVER w AS next_zone, lead(t) OVER w AS next_t
       FROM s WINDOW w AS (PARTITION BY fingerprint COLLATE "C" ORDER BY t, zone_id)
     )
     SELECT n.zone_id AS origin, n.next_zone AS destination, count(*)::int AS trips,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM n.next_t - n.t))::float8 AS median_s
     FROM n CROSS JOIN bounds b
     WHERE n.next_zone <> n.zone_id AND n.t < b.t1 AND n.next_t - n.t <= make_interval(mins => $9) AND ${IN_HOURS('n.t')}
     GROUP BY 1, 2`,
    [...periodParams(companyId, dz, p), maxTripMinutes],
  );
  return rows;
}

export interface HealthRow {
  zone_id: number;
  online: number;
  silent: number;
  offline: number;
}

/** Each zone's sensors by status now, as the sensor list and system status count them. */
export async function zoneHealth(db: Queryable, companyId: number, dz: DeviceZones): Promise<HealthRow[]> {
  const { rows } = await db.query<HealthRow>(
    `SELECT x.zone_id,
       count(*) FILTER (WHERE s.status = 'online')::int AS online,
       count(*) FILTER (WHERE s.status = 'silent')::int AS silent,
       count(*) FILTER (WHERE s.status = 'offline')::int AS offline
     FROM unnest($2::int[], $3::int[]) AS x(device_id, zone_id)
     JOIN devices dv ON dv.id = x.device_id AND dv.company_id = $1
     CROSS JOIN LATERAL (SELECT ${sensorStatusSql('dv.last_seen')} AS status) s
     GROUP BY x.zone_id`,
    [companyId, dz.devices, dz.zones],
  );
  return rows;
}

export interface ZoneLinkRow {
  zone_id: number;
  /** null on the zone's total row. */
  link_id: number | null;
  name: string | null;
  free_flow_s: number | null;
  trips: number;
  median_s: number | null;
  median_index: number | null;
}

/**
 * Accepted live matches departing in the period on links with both ends in one zone, per link and
 * (the row without a link) per zone. The index is each trip's travel time over its link's free
 * flow, so links of different lengths can share one median.
 */
export async function zoneLinks(db: Queryable, companyId: number, dz: DeviceZones, p: Period): Promise<ZoneLinkRow[]> {
  const { rows } = await db.query<ZoneLinkRow>(
    `WITH ${ZONES_AND_BOUNDS}, zl AS (
       SELECT l.id, l.name, o.zone_id, ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS ff
       FROM links l JOIN zd o ON o.device_id = l.origin_device_id
       JOIN zd d ON d.device_id = l.destination_device_id AND d.zone_id = o.zone_id
       WHERE l.company_id = $1
     ), m AS (
       SELECT zl.zone_id, zl.id, zl.name, zl.ff, m.travel_time_s AS tt
       FROM zl CROSS JOIN bounds b
       LEFT JOIN matches m ON m.link_id = zl.id AND m.mode = ${LIVE_MODE} AND m.accepted
         AND m.departure >= b.t0 AND m.departure < b.t1 AND ${IN_HOURS('m.departure')}
     )
     SELECT zone_id, id AS link_id, name, max(ff)::float8 AS free_flow_s, count(tt)::int AS trips,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY tt)::float8 AS median_s,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY tt / nullif(ff, 0))::float8 AS median_index
     FROM m GROUP BY GROUPING SETS ((zone_id, id, name), (zone_id))`,
    periodParams(companyId, dz, p),
  );
  return rows;
}
