// A day's junction turn ratios over ~100k detections: four arms (one Bluetooth sensor each),
// 25 000 vehicles through the day, each seen twice at its approach and twice at its exit, then
// GET /api/junctions/:id/analysis/ timed as the API serves it (turn ratios, delays, per hour).
// Run: node --import tsx bench/junction.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// Aim: ≤ 1 s.
import { benchApp, dbKind, percentile } from './support.ts';

const VEHICLES = 25_000;
const DAY = '2026-03-10';
const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;
const arms: number[] = [];
for (const k of ['N', 'E', 'S', 'W'])
  arms.push(
    (await db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, `B-JN-${k}`]))
      .rows[0].id,
  );
const op = await b.t.as('operator');
const res = await op.inject({
  method: 'POST',
  url: '/api/junctions/',
  payload: { name: 'bench', arms: arms.map((d, i) => ({ name: `arm ${i}`, approach_device_id: d, exit_device_id: d })) },
});
if (res.statusCode !== 201) throw new Error(res.body);
const id = res.json().id as number;

// Istanbul midnight is 21:00 UTC the day before. Vehicle v enters at arm v % 4 and leaves by
// one of the three others (a skewed choice), 20–140 s later.
const dayStart = Date.parse(`${DAY}T00:00:00Z`) / 1000 - 3 * 3600;
let t0 = performance.now();
await db.query(
  `INSERT INTO detections (device_id, fingerprint, create_time)
   SELECT CASE WHEN k < 2 THEN ($1::int[])[v % 4 + 1] ELSE ($1::int[])[(v % 4 + (CASE WHEN v % 10 < 6 THEN 2 WHEN v % 10 < 9 THEN 1 ELSE 3 END)) % 4 + 1] END,
          'fp' || v, to_timestamp($2 + v * (86000.0 / $3) + CASE k WHEN 0 THEN 0 WHEN 1 THEN 4 ELSE 4 + 20 + (v * 7919) % 120 + (k - 2) * 3 END)
     FROM generate_series(0, $3 - 1) AS v CROSS JOIN generate_series(0, 3) AS k`,
  [arms, dayStart, VEHICLES],
);
await db.exec('VACUUM ANALYZE detections');
const {
  rows: [{ n }],
} = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1::int[])', [arms]);
console.log(`${dbKind()}: ${n} detections of ${VEHICLES} vehicles inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const times: number[] = [];
let body: { approaches: { n: number }[]; turns: { n: number }[]; hours: unknown[] } | undefined;
for (let i = 0; i < 5; i++) {
  t0 = performance.now();
  const r = await op.inject({ method: 'GET', url: `/api/junctions/${id}/analysis/?date=${DAY}` });
  times.push(performance.now() - t0);
  if (r.statusCode !== 200) throw new Error(r.body);
  body = r.json();
}
const matched = body!.approaches.reduce((s, a) => s + a.n, 0);
console.log(
  `${dbKind()}: a day's turn ratios over ${n} detections (${matched} matched passes, ${body!.hours.length} hours): median ${percentile(times, 50).toFixed(0)} ms, first ${times[0].toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (aim ≤ 1000 ms)`,
);
if (matched !== VEHICLES) throw new Error(`expected ${VEHICLES} matched passes, got ${matched}`);
await b.t.close();
