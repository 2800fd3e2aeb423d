import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { odTrips, type OdRow, type Period } from './od.queries.ts';

// The trips statement as it was before it was made faster (every sensor's sightings in the window
// read, vehicles partitioned under the database's collation). The faster one must give the same rows.
const BEFORE = `WITH zd AS (
    SELECT x.device_id, x.zone_id FROM unnest($2::int[], $3::int[]) AS x(device_id, zone_id)
    JOIN devices dv ON dv.id = x.device_id AND dv.company_id = $1
  ), bounds AS (
    SELECT ($4::date)::timestamp AT TIME ZONE $6 AS t0, ($5::date + 1)::timestamp AT TIME ZONE $6 AS t1
  ), s AS (
    SELECT d.fingerprint, d.create_time AS t, zd.zone_id
    FROM bounds b CROSS JOIN zd
    JOIN detections d ON d.device_id = zd.device_id AND d.create_time >= b.t0 AND d.create_time < b.t1 + make_interval(mins => $9)
  ), n AS (
    SELECT zone_id, t, lead(zone_id) OVER w AS next_zone, lead(t) OVER w AS next_t
    FROM s WINDOW w AS (PARTITION BY fingerprint ORDER BY t, zone_id)
  )
  SELECT n.zone_id AS origin, n.next_zone AS destination, count(*)::int AS trips,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM n.next_t - n.t))::float8 AS median_s
  FROM n CROSS JOIN bounds b
  WHERE n.next_zone <> n.zone_id AND n.t < b.t1 AND n.next_t - n.t <= make_interval(mins => $9)
    AND (CASE WHEN $7::int < $8::int THEN extract(hour FROM n.t AT TIME ZONE $6) >= $7 AND extract(hour FROM n.t AT TIME ZONE $6) < $8
         ELSE extract(hour FROM n.t AT TIME ZONE $6) >= $7 OR extract(hour FROM n.t AT TIME ZONE $6) < $8 END)
  GROUP BY 1, 2`;

let t: TestApp;
let company: number;
const dz = { devices: [] as number[], zones: [] as number[] };
const sorted = (rows: OdRow[]) => [...rows].sort((a, b) => a.origin - b.origin || a.destination - b.destination);

beforeAll(async () => {
  t = await createTestApp();
  company = t.ids.companies.demo;
  // Twelve sensors in four zones (zone ids need not exist for the statement), and two sensors
  // outside the grid whose sightings split a vehicle's sequence only if they were read.
  const ids = (
    await t.db.query<{ id: number }>(
      `INSERT INTO devices (company_id, serial, name) SELECT $1, 'SAME-' || g, 'same ' || g FROM generate_series(0, 13) g ORDER BY g RETURNING id`,
      [company],
    )
  ).rows.map((r) => r.id);
  for (let i = 0; i < 12; i++) {
    dz.devices.push(ids[i]!);
    dz.zones.push(900_001 + (i % 4));
  }
  // 300 vehicles, two to a fingerprint (some fingerprints differ only in case) over two local days, seen 2–12 times
  // at pseudo-random sensors, a few seconds to three hours apart, some sightings at the same instant.
  await t.db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time)
     SELECT ($1::int[])[1 + (v * 7 + k * 5 + (v * k) % 3) % 14],
            CASE WHEN v % 6 = 0 THEN 'FP-' ELSE 'fp-' END || (v / 2),
            to_timestamp($2 + (v * 2741) % 160000 + k * (5 + (v * 31 + k * 17) % 90) * 60 + CASE WHEN k % 4 = 3 THEN -((v + k) % 2) * 60 ELSE 0 END)
       FROM generate_series(1, 300) v CROSS JOIN LATERAL generate_series(0, 1 + v % 11) k`,
    [ids, Date.parse('2026-03-03T00:00:00+03:00') / 1000],
  );
});
afterAll(() => t.close());

describe('origin/destination trips statement', () => {
  it('gives the same rows as the statement before it, for several periods', async () => {
    const cases: Array<[Partial<Period>, number]> = [
      [{}, 120],
      [{ to: '2026-03-04' }, 120],
      [{ hourFrom: 7, hourTo: 10 }, 60],
      [{ hourFrom: 22, hourTo: 6, to: '2026-03-04' }, 360],
      [{ from: '2026-03-04', to: '2026-03-04' }, 5],
    ];
    let nonEmpty = 0;
    for (const [over, maxMinutes] of cases) {
      const p: Period = { from: '2026-03-03', to: '2026-03-03', hourFrom: 0, hourTo: 24, timeZone: 'Europe/Istanbul', ...over };
      const now = await odTrips(t.db, company, dz, p, maxMinutes);
      const before = await t.db.query<OdRow>(BEFORE, [
        company,
        dz.devices,
        dz.zones,
        p.from,
        p.to,
        p.timeZone,
        p.hourFrom,
        p.hourTo,
        maxMinutes,
      ]);
      expect(sorted(now), JSON.stringify(over)).toEqual(sorted(before.rows));
      if (now.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(4);
  });
});
