// device_average over 30 days for one link on a 10M-detection table. The link's two sensors get
// 250k vehicles over 30 days (COPY, one detection at each end, some detours); 9.5M more detections at
// 18 other sensors are generated server-side. The link is processed (experimental run over the 30 days,
// then promoted to live as write_exp_to_live would), and the calls are timed as the API serves them:
// database=intervals (the default; pre-aggregated 5-minute rows) and database=matches (every sample).
// For reference the earlier implementation's query (counting raw detections) is timed too.
// Run: node --import tsx bench/device-average-30d.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// TOTAL=… changes the table size (default 10,000,000).
import { benchApp, dbKind, linkDetectionsCsv, percentile, watchMemory } from './support.ts';
import { runExperimental } from '../apps/server/src/modules/processing/experimental-run.ts';
import { linkById } from '../apps/server/src/modules/processing/tasks.queries.ts';

const TOTAL = Number(process.env.TOTAL ?? 10_000_000);
const VEHICLES = 250_000;
const DAYS = 30;
const memory = watchMemory();
const b = await benchApp();
const db = b.t.db;
const start = Date.parse('2026-01-01T00:00:00Z') / 1000;
let t0 = performance.now();
const CHUNK = 25_000;
for (let i = 0; i < VEHICLES; i += CHUNK) {
  const csv = linkDetectionsCsv(b, CHUNK, start + (i / VEHICLES) * DAYS * 86400, (CHUNK / VEHICLES) * DAYS * 86400 - 1200).replaceAll(
    ',fp',
    `,c${i}-fp`,
  );
  await db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], csv);
}
const others: number[] = [];
for (let s = 0; s < 18; s++) {
  others.push(
    (
      await db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
        b.t.ids.companies.demo,
        `BG-${s}`,
      ])
    ).rows[0].id,
  );
}
const rest = TOTAL - 2 * VEHICLES;
for (let done = 0; done < rest; done += 500_000) {
  const n = Math.min(500_000, rest - done);
  await db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time, rssi, signal)
     SELECT ($1::int[])[1 + (g % 18)], md5((g % 400000)::text), to_timestamp($2 + (g::float8 * $3)), -60 - (g % 30), (g % 4)::smallint
       FROM generate_series($4::bigint, $5::bigint) g`,
    [others, start, (DAYS * 86400) / rest, done, done + n - 1],
  );
}
await db.exec('VACUUM ANALYZE detections');
const loadS = (performance.now() - t0) / 1000;
const {
  rows: [{ n: total }],
} = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections');

t0 = performance.now();
const link = (await linkById(db, b.linkId))!;
const run = await db.transaction((tx) =>
  runExperimental(tx, link, { from: start, to: start + DAYS * 86400, sigma: 2, b_value: 0.3, trend_threshold: 10 }),
);
for (const table of ['matches', 'intervals']) {
  const cols =
    table === 'matches'
      ? 'fingerprint, departure, arrival, travel_time_s, accepted, reason'
      : 'start, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh';
  await db.query(`INSERT INTO ${table} (link_id, mode, ${cols}) SELECT link_id, 0, ${cols} FROM ${table} WHERE link_id = $1 AND mode = 1`, [
    b.linkId,
  ]);
}
await db.exec('VACUUM ANALYZE matches');
await db.exec('VACUUM ANALYZE intervals');
const processS = (performance.now() - t0) / 1000;
console.log(
  `db=${dbKind()} detections=${total} (link sensors ${2 * VEHICLES}) loaded in ${loadS.toFixed(0)} s; link processed in ${processS.toFixed(0)} s → ${run.matches} matches, ${run.intervals} intervals`,
);

const op = await b.t.as('operator');
const range = `timestamp__gte=2026-01-01T00:00:00Z&timestamp__lte=2026-01-31T00:00:00Z`;
const time = async (label: string, call: () => Promise<number>) => {
  const ms: number[] = [];
  let n = 0;
  await call();
  for (let k = 0; k < 7; k++) {
    const s = performance.now();
    n = await call();
    ms.push(performance.now() - s);
  }
  console.log(
    `  ${label.padEnd(58)} ${String(n).padStart(5)} rows  median ${percentile(ms, 50).toFixed(1).padStart(7)} ms  max ${Math.max(...ms).toFixed(1)} ms`,
  );
};
for (const database of ['intervals', 'matches']) {
  for (const aggregation of ['hour', 'day']) {
    await time(`device_average database=${database} aggregation=${aggregation}`, async () => {
      const res = await op.inject({
        method: 'GET',
        url: `/api/map/device_average/?device_id=${b.origin}&aggregation=${aggregation}&database=${database}&${range}`,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().length;
    });
  }
}
await time(
  '  … weekdays 1-5, hours 7-9 (intervals, hour)',
  async () =>
    (
      await op.inject({
        method: 'GET',
        url: `/api/map/device_average/?device_id=${b.origin}&aggregation=hour&weekdays=1,2,3,4,5&hours=7,8,9&${range}`,
      })
    ).json().length,
);
await time(
  'earlier implementation: raw detections, hour (SQL only)',
  async () =>
    (
      await db.query(
        `SELECT date_trunc('hour', create_time AT TIME ZONE 'UTC'), count(*), count(DISTINCT fingerprint) FROM detections
    WHERE device_id = $1 AND create_time >= '2026-01-01T00:00:00Z' AND create_time <= '2026-01-31T00:00:00Z' GROUP BY 1`,
        [b.origin],
      )
    ).rows.length,
);
console.log(memory());
await b.t.close();
