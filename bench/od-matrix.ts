// Origin/destination matrix of 20 zones over one day: 200 sensors in 20 groups of 10, and a day of
// 2,000,000 detections (10,000 per sensor) of 100,000 vehicles that each make two journeys of ten
// sightings, moving between neighbouring zones of a 4 × 5 city and dwelling at two sensors of each
// zone. Then GET /api/grids/:id/od/ for that day, timed as the API serves it, back to back: first
// computed from detections (the grid's trips not kept yet; median of three runs), then from the
// trips the background loop keeps (median of five), and the background work itself (building the
// day, then one step after a batch of late detections, checked against the statement over detections).
// Run: npm run bench -- od-matrix   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// Aim: ≤ 1 s on both. SENSORS_DAY=… changes the detections per sensor (default 10,000).
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { benchApp, dbKind } from './support.ts';
import { readGrids } from '../apps/server/src/modules/grids/grid-routes.ts';
import { keptOdTrips, refreshAllGrids } from '../apps/server/src/modules/grids/kept-trips.ts';
import { odTrips, type OdRow } from '../apps/server/src/modules/grids/od.queries.ts';
import { deviceZonePairs } from '../apps/server/src/modules/grids/zones.ts';

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
const addJourneys = (from: number, to: number) =>
  db.query(
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
    [sensors, dayStart, from, to],
  );
for (let done = 0; done < JOURNEYS; done += CHUNK) await addJourneys(done, Math.min(done + CHUNK, JOURNEYS) - 1);
await db.exec('VACUUM ANALYZE detections');
const {
  rows: [{ n }],
} = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1::int[])', [sensors]);
console.log(
  `db=${dbKind()} ${sensors.length} sensors in ${ZONES} zones, ${n} detections loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, 'load ');
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, c) => a - c)[Math.floor(xs.length / 2)]!;

/** Times `runs` requests of the day's matrix; all must give the same cells (their digest). */
async function timeMatrix(label: string, runs: number): Promise<string> {
  const times: number[] = [];
  let digest = '';
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    const r = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/od/?from=${DAY}&to=${DAY}` });
    times.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`od answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
    const m = r.json();
    // The digest of the cells shows that two ways of answering give the same matrix.
    const d = createHash('sha256').update(JSON.stringify(m.cells)).digest('hex').slice(0, 12);
    if (digest && d !== digest) throw new Error('the matrix changed between runs');
    digest = d;
    if (i === 0)
      console.log(
        `matrix: ${m.total_trips} trips, ${m.cells.length - m.suppressed_cells} cells shown, ${m.suppressed_cells} suppressed, cells sha256 ${d}`,
      );
  }
  console.log(
    `db=${dbKind()} od ${ZONES} zones × 1 day ${label}: median ${secs(median(times))} (runs ${times.map(secs).join(', ')}; ${load()})`,
  );
  return digest;
}

const [grid] = await readGrids(db, demo, gridId);
/** What the background loop does (every grid: the demo company's seeded one too) until nothing is left. */
const step = () =>
  refreshAllGrids(
    db,
    (companyId) => readGrids(db, companyId, null),
    (err) => {
      throw err;
    },
  );
const steps = async () => {
  let n = 1;
  while (await step()) n++;
  return n;
};
// The loop starts the grid's trips; the first request finds them not reaching back to the day, so
// it is answered from detections and asks the loop to go back that far.
await steps();
const before = await timeMatrix('from detections', 3);
t0 = performance.now();
const stepCount = await steps();
console.log(`db=${dbKind()} background: the day's trips kept in ${secs(performance.now() - t0)} (${stepCount} steps; ${load()})`);
const after = await timeMatrix('from kept trips', 5);
if (after !== before) throw new Error('the kept trips gave another matrix');

// A batch of 2,000 late detections (200 more journeys of that day): one loop step takes them, and
// the kept trips still give the statement's rows.
await addJourneys(JOURNEYS, JOURNEYS + 199);
t0 = performance.now();
await step();
console.log(`db=${dbKind()} background: a step with 2,000 late detections took ${secs(performance.now() - t0)} (${load()})`);
const period = { from: DAY, to: DAY, hourFrom: 0, hourTo: 24, timeZone: 'Europe/Istanbul' };
const dz = deviceZonePairs(grid!.zones);
const key = (rows: OdRow[]) => JSON.stringify([...rows].sort((a, c) => a.origin - c.origin || a.destination - c.destination));
const same = key((await keptOdTrips(db, gridId, dz, period, 120)) ?? []) === key(await odTrips(db, demo, dz, period, 120));
console.log(`kept trips after the late batch: ${same ? 'same rows as' : 'DIFFERENT rows from'} the statement over detections`);
await b.t.close();
if (!same) process.exit(1);
