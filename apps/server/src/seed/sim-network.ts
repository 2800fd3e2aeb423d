import type { City } from '@roadlens/traffic/simulator/index';
import type { Db, Queryable } from '../db/index.ts';

export interface NetworkOptions {
  timeZone: string;
  /** Provider segments: each link carries a provider segment code (a crowd-sourced company's roads). */
  providerSegments?: boolean;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** The provider's code of a simulated link: 'LDN-A4-01>LDN-A4-02' → 'PS-LDN-A4-01-02'. */
export const providerCode = (linkKey: string) => `PS-${linkKey.replace(/>[A-Z]+-[A-Z0-9]+-/, '-')}`;

/** Sensors, links (name, free flow, geometry) and routes of a small simulated network, as a company would configure them. */
async function insertNetwork(db: Queryable, companyId: number, city: City, opts: NetworkOptions): Promise<void> {
  const { rows: devs } = await db.query<{ id: number; serial: string }>(
    `INSERT INTO devices (company_id, serial, name, data_source_type, lat, lng, time_zone, schedule_status, processing_status)
     SELECT $1, s, n, 0, la, ln, $2, '1', 'processing_finished'
       FROM unnest($3::text[], $4::text[], $5::float8[], $6::float8[]) AS x(s, n, la, ln)
     RETURNING id, serial`,
    [
      companyId,
      opts.timeZone,
      city.sensors.map((s) => s.key),
      city.sensors.map((s) => s.name),
      city.sensors.map((s) => s.lat),
      city.sensors.map((s) => s.lng),
    ],
  );
  const device = new Map(devs.map((d) => [d.serial, d.id]));
  const { rows: links } = await db.query<{ id: number; name: string }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, provider_segment, length_m, geometry, free_flow_s, max_travel_time_s)
     SELECT $1, n, o, d, p, len, g::jsonb, ff, mx
       FROM unnest($2::text[], $3::int[], $4::int[], $5::text[], $6::float8[], $7::text[], $8::float8[], $9::float8[])
            AS x(n, o, d, p, len, g, ff, mx)
     RETURNING id, name`,
    [
      companyId,
      city.links.map((l) => l.name),
      city.links.map((l) => device.get(l.originKey)),
      city.links.map((l) => device.get(l.destinationKey)),
      city.links.map((l) => (opts.providerSegments ? providerCode(l.key) : null)),
      city.links.map((l) => l.lengthM),
      city.links.map((l) => JSON.stringify(l.geometry)),
      city.links.map((l) => r1(l.lengthM / (l.freeFlowKmh / 3.6))),
      city.links.map((l) => l.maxTravelTimeS),
    ],
  );
  // Each directional link of a small network has its own name ('A → B' and 'B → A').
  const byName = new Map(links.map((l) => [l.name, l.id]));
  const linkId = new Map(city.links.map((l) => [l.key, byName.get(l.name)]));
  for (const r of city.routes) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO routes (company_id, name) VALUES ($1, $2) RETURNING id', [
      companyId,
      r.name,
    ]);
    await db.query(
      'INSERT INTO route_links (route_id, position, link_id) SELECT $1, p - 1, l FROM unnest($2::int[]) WITH ORDINALITY AS x(l, p)',
      [rows[0].id, r.linkKeys.map((k) => linkId.get(k))],
    );
  }
}

/**
 * Configures the network for the company once: when none of its sensors was ever added (a deleted
 * one counts, so a company that removed them is not given them back). The simulators call this at
 * start instead of the seed, because other companies' tests rely on those companies starting empty.
 * Returns whether it was configured now (the feed then sends its history).
 */
export async function provisionNetwork(db: Db, companyId: number, city: City, opts: NetworkOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two server processes starting together: the second waits here and then finds the sensors.
    await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM devices WHERE company_id = $1 AND serial = $2', [
      companyId,
      city.sensors[0].key,
    ]);
    if (rows[0].n > 0) return false;
    await insertNetwork(tx, companyId, city, opts);
    return true;
  });
}
