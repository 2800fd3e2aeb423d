// Origin/destination matrix of 20 zones over one day: 200 sensors in 20 groups of 10, and a day of
// 2,000,000 detections (10,000 per sensor) of 100,000 vehicles that each make two journeys of ten
// sightings, moving between neighbouring zones of a 4 × 5 city and dwelling at two sensors of each
// zone. Then GET /api/grids/:id/od/ for that day, timed as the API serves it (median of five runs).
// Run: npm run bench -- od-matrix   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// Aim: ≤ 1 s on both. SENSORS_DAY=… changes the detections per sensor (default 10,000).
import { createHash } from 'node:crypto';
import { benchApp, dbKind } from './support.ts';

const ZONES = 20;
const PER_ZONE = 10;
const SIGHTINGS = 10;
const PER_SENSOR = Number(process.env.SENSORS_DAY ?? 10_000);
const TOTAL = ZONES * PER_ZONE * PER_SENSOR;
const JOURNEYS = TOTAL / SIGHTINGS;
const DAY = '2026-03-03';
// Local midnight in Istanbul (UTC+3), the demo company's time zone.
const dayStart = Date.parse(`${DAY}T00:00:00+03:00`) / 1000;

const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;
const op = await b.t.as('operator');
let t0 = performance.now();

const sensors = (
  await db.query<{ id: number }>(
    `INSERT INTO devices (company_id, serial, name, lat, lng)
     SELECT $1, 'OD-' || g, 'OD sensor ' || g, 41.0 + (g / 10 / 5) * 0.02, 28.9 + (g / 10 % 5) * 0.03 FROM generate_series(0, $2 - 1) g
     ORDER BY g RETURNING id`,
    [demo, ZONES * PER_ZONE],
  )
).rows.map((r) => r.id);
const res = await op.inject({
  method: 'POST',
  url: '/api/grids/',
  payload: {
    name: 'Bench districts',
    zones: Array.from({ length: ZONES }, (_, z) => ({
      name: `Zone ${z + 1}`,
      kind: 'sensors',
      device_ids: sensors.slice(z * PER_ZONE, (z + 1) * PER_ZONE),
    })),
  },
});
if (res.statusCode !== 201) throw new Error(`grid answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
const gridId = res.json().id as number;

// Journey j (vehicle j / 2) starts in zone j*7 % 20 at a time spread over the day (more at the two
// peaks), heads one way on the 4 × 5 map (east, west, north or south, wrapping at the edge) and
// sees two sensors of each zone it crosses, three to five minutes apart.
const CHUNK = 20_000;
for (let done = 0; done < JOURNEYS; done += CHUNK) {
  await db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time, rssi, signal)
     SELECT ($1::int[])[1 + zone * 10 + (j * 3 + k * 7) % 10], md5('vehicle-' || (j / 2)),
            to_timestamp($2 + start + k * 240 + (j * 31 + k * 17) % 120), -60 - (j % 30), (k % 4)::smallint
       FROM generate_series($3::int, $4::int) j
      CROSS JOIN generate_series(0, 9) k
      CROSS JOIN LATERAL (SELECT (j * 7919 % 82800
                                  + CASE WHEN j % 3 = 0 THEN 0 WHEN j % 2 = 0 THEN 3 * 3600 ELSE 15 * 3600 END) % 82800 AS start,
                                 (j * 7 % 20) AS z0, (j / 3) % 4 AS dir) s
      CROSS JOIN LATERAL (SELECT CASE dir WHEN 0 THEN (z0 / 5) * 5 + (z0 % 5 + k / 2) % 5
                                          WHEN 1 THEN (z0 / 5) * 5 + (z0 % 5 + 5 - (k / 2) % 5) % 5
                                          WHEN 2 THEN ((z0 / 5 + k / 2) % 4) * 5 + z0 % 5
                                          ELSE ((z0 / 5 + 4 - (k / 2) % 4) % 4) * 5 + z0 % 5 END AS zone) w`,
    [sensors, dayStart, done, Math.min(done + CHUNK, JOURNEYS) - 1],
  );
}
await db.exec('VACUUM ANALYZE detections');
const {
  rows: [{ n }],
} = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1::int[])', [sensors]);
console.log(
  `db=${dbKind()} ${sensors.length} sensors in ${ZONES} zones, ${n} detections loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const times: number[] = [];
let digest = '';
for (let i = 0; i < 5; i++) {
  t0 = performance.now();
  const r = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/od/?from=${DAY}&to=${DAY}` });
  times.push(performance.now() - t0);
  if (r.statusCode !== 200) throw new Error(`od answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
  const m = r.json();
  // The digest of the cells shows that a faster query gives the same matrix.
  const d = createHash('sha256').update(JSON.stringify(m.cells)).digest('hex').slice(0, 12);
  if (digest && d !== digest) throw new Error('the matrix changed between runs');
  digest = d;
  if (i === 0)
    console.log(
      `matrix: ${m.total_trips} trips, ${m.cells.length - m.suppressed_cells} cells shown, ${m.suppressed_cells} suppressed, cells sha256 ${d}`,
    );
}
const sorted = [...times].sort((a, c) => a - c);
console.log(
  `db=${dbKind()} od ${ZONES} zones × 1 day: median ${(sorted[2]! / 1000).toFixed(2)} s (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
);
await b.t.close();
