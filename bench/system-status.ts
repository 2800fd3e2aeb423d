// GET /api/platform/system_status/ on a large installation: 2M detections (a week of 200 sensors, the
// last hour included) and 100 links, loaded by COPY and counted as a bulk load is (recountDevices),
// then more sent through the ingest API. Prints the response time idle and while ingest keeps the
// database busy; the page must answer in under 200 ms whatever the volume.
// Run: node --import tsx bench/system-status.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL; ROWS=… to change the volume)
import { benchApp, dbKind, KEY, percentile } from './support.ts';
import { recountDevices } from '../apps/server/src/lib/ingest-counters.ts';

const ROWS = Number(process.env.ROWS ?? 2_000_000);
const SENSORS = 200;
const LINKS = 100;
const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;

const { rows: sensors } = await db.query<{ id: number; serial: string }>(
  `INSERT INTO devices (company_id, serial, name) SELECT $1, 'SS-' || g, 'Status ' || g FROM generate_series(1, $2) g RETURNING id, serial`,
  [demo, SENSORS],
);
await db.query(
  `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m)
   SELECT $1, 'status link ' || g, ($2::int[])[g], ($2::int[])[g + 1], 500 FROM generate_series(1, $3) g`,
  [demo, sensors.map((s) => s.id), LINKS],
);

const now = Date.now();
const t0 = performance.now();
for (let chunk = 0; chunk < ROWS; chunk += 100_000) {
  const lines: string[] = [];
  for (let i = chunk; i < Math.min(ROWS, chunk + 100_000); i++) {
    // Spread over the last 7 days, newest rows last (as sensors send them).
    const at = new Date(now - 7 * 86_400_000 + (i / ROWS) * 7 * 86_400_000).toISOString();
    lines.push(`${sensors[i % SENSORS].id},fp${i % 50_000},${at},-70,${i % 4}`);
  }
  await db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], lines.join('\n') + '\n');
}
await recountDevices(
  db,
  sensors.map((s) => s.id),
);
await db.exec('VACUUM ANALYZE');
console.log(`db=${dbKind()} loaded ${ROWS} detections over ${SENSORS} sensors in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const staff = await b.t.as('staff');
const ingest = (n: number, k: number) =>
  b.t.app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    headers: { authorization: `Token ${KEY}` },
    payload: {
      records: Array.from({ length: n }, (_, i) => ({
        serial: sensors[(k * 7 + i) % SENSORS].serial,
        fingerprint: `live-${k}-${i}`,
        create_time: new Date().toISOString(),
        signal: 0,
      })),
    },
  });
await ingest(1000, 0);

async function measure(label: string, n: number): Promise<void> {
  const times: number[] = [];
  let lastHour = 0;
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const res = await staff.inject({ method: 'GET', url: '/api/platform/system_status/' });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
    lastHour = res.json().companies.find((c: { id: number }) => c.id === demo).detections_last_hour;
  }
  console.log(
    `db=${dbKind()} ${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${n} requests; detections_last_hour ${lastHour})`,
  );
}

await measure('system status, idle', 30);
// Busy: batches of 2000 detections posted back to back while the page is read.
let busy = true;
let batches = 0;
const load = (async () => {
  while (busy) {
    const res = await ingest(2000, ++batches);
    if (res.statusCode !== 201) throw new Error(`ingest ${res.statusCode}: ${res.body}`);
  }
})();
await measure('system status, during ingest', 30);
busy = false;
await load;
console.log(`db=${dbKind()} ${batches} ingest batches of 2000 ran meanwhile`);
await b.t.close();
