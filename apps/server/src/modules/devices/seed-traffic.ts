import { createCity } from '@roadlens/traffic/simulator/index';
import type { Queryable } from '../../db/index.ts';
import type { SeededIds } from '../../seed/core.ts';

/**
 * Demo City's sensors, links and routes: the simulated Istanbul of packages/traffic (real corridor
 * coordinates), so the simulator's detections land on devices that exist. Links get the simulator's
 * free-flow time and maximum travel time; filters start at the defaults.
 */
export async function seedTraffic(db: Queryable, ids: SeededIds): Promise<void> {
  const company = ids.companies.demo;
  const city = createCity();
  const { rows: devs } = await db.query<{ id: number; serial: string }>(
    `INSERT INTO devices (company_id, serial, name, data_source_type, lat, lng, time_zone, schedule_status, processing_status)
     SELECT $1, s, n, t, la, ln, 'Europe/Istanbul', '1', 'processing_finished'
       FROM unnest($2::text[], $3::text[], $4::int[], $5::float8[], $6::float8[]) AS x(s, n, t, la, ln)
     RETURNING id, serial`,
    [
      company,
      city.sensors.map((s) => s.key),
      city.sensors.map((s) => s.name),
      city.sensors.map((s) => s.dataSourceType),
      city.sensors.map((s) => s.lat),
      city.sensors.map((s) => s.lng),
    ],
  );
  const device = new Map(devs.map((d) => [d.serial, d.id]));
  const { rows: links } = await db.query<{ id: number; name: string }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, geometry, free_flow_s, max_travel_time_s)
     SELECT $1, n, o, d, len, g::jsonb, ff, mx
       FROM unnest($2::text[], $3::int[], $4::int[], $5::float8[], $6::text[], $7::float8[], $8::float8[]) AS x(n, o, d, len, g, ff, mx)
     RETURNING id, name`,
    [
      company,
      city.links.map((l) => l.key),
      city.links.map((l) => device.get(l.originKey)),
      city.links.map((l) => device.get(l.destinationKey)),
      city.links.map((l) => l.lengthM),
      city.links.map((l) => JSON.stringify(l.geometry)),
      city.links.map((l) => Math.round((l.lengthM / (l.freeFlowKmh / 3.6)) * 10) / 10),
      city.links.map((l) => l.maxTravelTimeS),
    ],
  );
  // Links are inserted under their key for a unique join, then given their display names.
  const linkId = new Map(links.map((l) => [l.name, l.id]));
  await db.query('UPDATE links SET name = x.n FROM unnest($1::int[], $2::text[]) AS x(id, n) WHERE links.id = x.id', [
    city.links.map((l) => linkId.get(l.key)),
    city.links.map((l) => l.name),
  ]);
  for (const r of city.routes) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO routes (company_id, name) VALUES ($1, $2) RETURNING id', [
      company,
      r.name,
    ]);
    await db.query(
      'INSERT INTO route_links (route_id, position, link_id) SELECT $1, p - 1, l FROM unnest($2::int[]) WITH ORDINALITY AS x(l, p)',
      [rows[0].id, r.linkKeys.map((k) => linkId.get(k))],
    );
  }
}
