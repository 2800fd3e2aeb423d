// Retention of raw detections two ways, on the same number of rows: dropping a whole week's partition
// (what happens once a week is past every company's retention) against deleting the rows in batches of
// 5000 (what a company with a shorter retention than the longest gets). Then the cost partitioning adds
// to ingest: the same unnest INSERT of 1000-row batches into the partitioned table and into an
// unpartitioned copy with the same indexes and foreign key, alternating, medians per batch.
// Run: node --import tsx bench/detection-retention.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL; ROWS=…)
import { benchApp, dbKind, percentile } from './support.ts';
import { maintainDetections } from '../apps/server/src/modules/detection-partitions/maintain.ts';
import { dropWeekPartition } from '../apps/server/src/modules/detection-partitions/partitions.queries.ts';
import { deleteOldBatch } from '../apps/server/src/modules/detection-partitions/retention.queries.ts';
import { DAY_MS, partitionName, WEEK_MS, weekStart } from '../apps/server/src/modules/detection-partitions/weeks.ts';

const ROWS = Number(process.env.ROWS ?? 500_000);
const BATCHES = Number(process.env.BATCHES ?? 100);
const b = await benchApp();
const db = b.t.db;

// Two old weeks, both past every company's retention, with ROWS detections each.
const now = Date.now();
const weekA = weekStart(now - 300 * DAY_MS);
const weekB = weekA + WEEK_MS;
await maintainDetections(db, { now: weekB + 3 * DAY_MS, aheadDays: 0 });
for (const [week, device] of [
  [weekA, b.origin],
  [weekB, b.destination],
]) {
  for (let chunk = 0; chunk < ROWS; chunk += 100_000) {
    const lines: string[] = [];
    for (let i = chunk; i < Math.min(ROWS, chunk + 100_000); i++) {
      lines.push(`${device},fp${i % 20_000},${new Date(week + (i * (WEEK_MS - 1000)) / ROWS).toISOString()},-70,0`);
    }
    await db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], `${lines.join('\n')}\n`);
  }
}
await db.exec('VACUUM ANALYZE detections');
const inWeek = async (w: number) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${partitionName(w)}`)).rows[0].n;
console.log(`db=${dbKind()} ${await inWeek(weekA)} rows in ${partitionName(weekA)}, ${await inWeek(weekB)} in ${partitionName(weekB)}`);

let t0 = performance.now();
await dropWeekPartition(db, weekA);
const dropMs = performance.now() - t0;

t0 = performance.now();
let deleted = 0;
let batches = 0;
for (let n = 5000; n === 5000; batches++) {
  n = (await deleteOldBatch(db, [b.destination], weekB + WEEK_MS, false, 5000)) ?? 0;
  deleted += n;
}
const deleteMs = performance.now() - t0;
console.log(`db=${dbKind()} drop of a week's partition (${ROWS} rows): ${dropMs.toFixed(0)} ms`);
console.log(
  `db=${dbKind()} batched delete of ${deleted} rows (${batches} batches of ≤ 5000): ${deleteMs.toFixed(0)} ms (${(deleteMs / batches).toFixed(1)} ms a batch)`,
);

// Ingest into the partitioned table against an unpartitioned copy with the same indexes.
await db.exec(`CREATE TABLE detections_flat (LIKE detections INCLUDING DEFAULTS);
  ALTER TABLE detections_flat ADD PRIMARY KEY (id, create_time);
  ALTER TABLE detections_flat ADD FOREIGN KEY (device_id) REFERENCES devices(id) ON DELETE CASCADE;
  CREATE INDEX ON detections_flat (device_id, create_time);
  CREATE INDEX ON detections_flat (device_id, fingerprint, create_time);
  CREATE INDEX ON detections_flat (device_id, id);`);
const insert = async (table: string, batch: number) => {
  const base = now - 60_000 + batch * 10;
  const times = Array.from({ length: 1000 }, (_, i) => new Date(base + i).toISOString());
  const t = performance.now();
  await db.query(
    `INSERT INTO ${table} (device_id, fingerprint, create_time, rssi, signal)
     SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::int[], $5::smallint[])`,
    [times.map(() => b.origin), times.map((_, i) => `fp${batch}-${i}`), times, times.map(() => -70), times.map(() => 0)],
  );
  return performance.now() - t;
};
const part: number[] = [];
const flat: number[] = [];
// Which table goes first alternates too, so neither always meets a warmer cache.
for (let i = 0; i < BATCHES; i++) {
  if (i % 2) {
    part.push(await insert('detections', i));
    flat.push(await insert('detections_flat', i));
  } else {
    flat.push(await insert('detections_flat', i));
    part.push(await insert('detections', i));
  }
}
const med = (xs: number[]) => percentile(xs, 50).toFixed(2);
console.log(
  `db=${dbKind()} 1000-row insert batches (${BATCHES} each, alternating): partitioned median ${med(part)} ms p95 ${percentile(part, 95).toFixed(2)} ms; unpartitioned median ${med(flat)} ms p95 ${percentile(flat, 95).toFixed(2)} ms`,
);
await b.t.close();
