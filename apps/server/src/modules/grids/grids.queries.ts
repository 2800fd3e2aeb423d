import type { Queryable } from '../../db/index.ts';
import type { ZonePolygon } from '@roadlens/contract/grids';
import type { CompanyDevice, StoredZone } from './zones.ts';

export interface GridRow {
  id: number;
  name: string;
  created_at: string;
  zones: StoredZone[];
}

interface JoinedRow {
  grid_id: number;
  grid_name: string;
  created_at: Date;
  zone_id: number | null;
  position: number;
  zone_name: string;
  kind: 'polygon' | 'sensors';
  polygon: ZonePolygon | string | null;
  device_ids: number[] | null;
}

/** The company's grids (or one of them) with their zones in order and each group's live sensors. */
export async function loadGrids(db: Queryable, companyId: number, gridId: number | null): Promise<GridRow[]> {
  const { rows } = await db.query<JoinedRow>(
    `SELECT g.id AS grid_id, g.name AS grid_name, g.created_at, z.id AS zone_id, z.position, z.name AS zone_name, z.kind, z.polygon,
       (SELECT array_agg(zd.device_id ORDER BY zd.device_id) FROM grid_zone_devices zd
          JOIN devices d ON d.id = zd.device_id AND d.company_id = g.company_id AND d.deleted_at IS NULL
         WHERE zd.zone_id = z.id) AS device_ids
     FROM grids g LEFT JOIN grid_zones z ON z.grid_id = g.id
     WHERE g.company_id = $1 AND ($2::int IS NULL OR g.id = $2)
     ORDER BY g.name, g.id, z.position, z.id`,
    [companyId, gridId],
  );
  const grids = new Map<number, GridRow>();
  for (const r of rows) {
    let g = grids.get(r.grid_id);
    if (!g) grids.set(r.grid_id, (g = { id: r.grid_id, name: r.grid_name, created_at: new Date(r.created_at).toISOString(), zones: [] }));
    if (r.zone_id === null) continue;
    const polygon = typeof r.polygon === 'string' ? (JSON.parse(r.polygon) as ZonePolygon) : r.polygon;
    g.zones.push({ id: r.zone_id, position: r.position, name: r.zone_name, kind: r.kind, polygon, device_ids: r.device_ids ?? [] });
  }
  return [...grids.values()];
}

/** The company's live sensors, with their positions, for working out which lie inside an outline. */
export async function companyDevices(db: Queryable, companyId: number): Promise<CompanyDevice[]> {
  const { rows } = await db.query<CompanyDevice>('SELECT id, name, lat, lng FROM devices WHERE company_id = $1 AND deleted_at IS NULL', [
    companyId,
  ]);
  return rows;
}

/** Of `ids`, those that are the company's live sensors. */
export async function ownDeviceIds(db: Queryable, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM devices WHERE company_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL',
    [companyId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The ids of a grid's zones (empty when the grid is not the company's). */
export async function gridZoneIds(db: Queryable, companyId: number, gridId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT z.id FROM grid_zones z JOIN grids g ON g.id = z.grid_id AND g.company_id = $1 WHERE z.grid_id = $2',
    [companyId, gridId],
  );
  return new Set(rows.map((r) => r.id));
}

export async function gridExists(db: Queryable, companyId: number, gridId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM grids WHERE id = $1 AND company_id = $2', [gridId, companyId]);
  return rows.length > 0;
}

export async function insertGrid(db: Queryable, companyId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO grids (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]);
  return rows[0]!.id;
}

export async function renameGrid(db: Queryable, companyId: number, gridId: number, name: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE grids SET name = $3 WHERE id = $1 AND company_id = $2', [gridId, companyId, name]);
  return rowCount > 0;
}

export async function deleteGrid(db: Queryable, companyId: number, gridId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM grids WHERE id = $1 AND company_id = $2', [gridId, companyId]);
  return rowCount > 0;
}

/** A zone to write: `id` null for a new one. */
export interface ZoneWrite {
  id: number | null;
  position: number;
  name: string;
  kind: 'polygon' | 'sensors';
  polygon: ZonePolygon | null;
}

/** Removes the grid's zones that are not kept (their sensor lists go with them). */
export async function deleteZonesExcept(db: Queryable, gridId: number, keep: readonly number[]): Promise<void> {
  await db.query('DELETE FROM grid_zones WHERE grid_id = $1 AND NOT (id = ANY($2::int[]))', [gridId, keep]);
}

/** Rewrites kept zones in place, so their ids (and anything that refers to them) stay. */
export async function updateZones(db: Queryable, gridId: number, zones: readonly ZoneWrite[]): Promise<void> {
  if (!zones.length) return;
  await db.query(
    `UPDATE grid_zones z SET position = x.p, name = x.n, kind = x.k, polygon = x.g::jsonb
     FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) AS x(id, p, n, k, g)
     WHERE z.id = x.id AND z.grid_id = $1`,
    [gridId, ...zoneColumns(zones, true)],
  );
}

/** Adds new zones; the new ids by position. */
export async function insertZones(db: Queryable, gridId: number, zones: readonly ZoneWrite[]): Promise<Map<number, number>> {
  if (!zones.length) return new Map();
  const { rows } = await db.query<{ id: number; position: number }>(
    `INSERT INTO grid_zones (grid_id, position, name, kind, polygon)
     SELECT $1, x.p, x.n, x.k, x.g::jsonb FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS x(p, n, k, g)
     RETURNING id, position`,
    [gridId, ...zoneColumns(zones, false)],
  );
  return new Map(rows.map((r) => [r.position, r.id]));
}

const zoneColumns = (zones: readonly ZoneWrite[], withId: boolean) => [
  ...(withId ? [zones.map((z) => z.id)] : []),
  zones.map((z) => z.position),
  zones.map((z) => z.name),
  zones.map((z) => z.kind),
  zones.map((z) => (z.polygon ? JSON.stringify({ type: 'Polygon', coordinates: z.polygon.coordinates }) : null)),
];

/** Replaces the sensor lists of all the grid's zones with the given (zone, device) pairs. */
export async function clearZoneDevices(db: Queryable, gridId: number): Promise<void> {
  await db.query('DELETE FROM grid_zone_devices WHERE zone_id IN (SELECT id FROM grid_zones WHERE grid_id = $1)', [gridId]);
}

export async function insertZoneDevices(db: Queryable, zoneIds: readonly number[], deviceIds: readonly number[]): Promise<void> {
  if (!zoneIds.length) return;
  await db.query('INSERT INTO grid_zone_devices (zone_id, device_id) SELECT * FROM unnest($1::int[], $2::int[])', [zoneIds, deviceIds]);
}

/** The company's time zone and its minimum trips per origin/destination cell. */
export async function odSettings(db: Queryable, companyId: number): Promise<{ time_zone: string; od_min_trips: number }> {
  const { rows } = await db.query<{ time_zone: string; od_min_trips: number }>(
    'SELECT time_zone, od_min_trips FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0] ?? { time_zone: 'UTC', od_min_trips: 5 };
}
