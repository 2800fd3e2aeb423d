// A city at real rates: SENSORS sensors in corridors of CORRIDOR sensors (a link between each two neighbours),
// each seeing about PER_DAY detections a day shaped by a weekday profile with a morning peak, sent through
// POST /api/ingest/detections/ (one gateway per corridor posts its sensors' detections of each minute) with
// live processing after each commit, all in this one process. Time is compressed: each simulated minute's
// detections are sent every 60/SPEEDUP real seconds (SPEEDUP=60: one simulated minute per real second, so the
// process carries SPEEDUP times the city's real load). Processing lag of a detection = from the moment its
// minute was due to be sent until an interval row shows it (raw_count of its link's 5-minute interval, polled
// every POLL_MS); ingest falling behind the schedule counts in the lag too.
// Run: TEST_DB=pg TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/city-rates.ts
// SENSORS (500), CORRIDOR (10), PER_DAY (10000), SPEEDUP (60), FROM (07:30 simulated), MINUTES (60), POLL_MS (250).
// Method and results: docs/scaling.md.
import { readFile } from 'node:fs/promises';
import { benchApp, dbKind, KEY, percentile } from './support.ts';
import { liveProcessor } from '../apps/server/src/modules/processing/live-processor.ts';

const SENSORS = Number(process.env.SENSORS ?? 500);
const CORRIDOR = Number(process.env.CORRIDOR ?? 10);
const PER_DAY = Number(process.env.PER_DAY ?? 10000);
const SPEEDUP = Number(process.env.SPEEDUP ?? 60);
const [fromH, fromM] = (process.env.FROM ?? '07:30').split(':').map(Number);
const MINUTES = Number(process.env.MINUTES ?? 60);
const POLL_MS = Number(process.env.POLL_MS ?? 250);
const SENDERS = 8; // posts in flight at once: gateways reporting at the same moment

// Share of a weekday's traffic in each hour (urban profile: morning peak 07–09, evening peak 16–18).
const HOURLY = [0.8, 0.5, 0.4, 0.4, 0.7, 1.8, 4.5, 7.5, 7.8, 5.5, 5.0, 5.2, 5.4, 5.3, 5.6, 6.5, 7.6, 7.8, 6.0, 4.5, 3.5, 2.8, 2.0, 1.4];
const HOURLY_SUM = HOURLY.reduce((a, b) => a + b, 0);
/** Detections a sensor sees in simulated minute m of the day (m in 0..1439). */
const perSensorMinute = (m: number) => (PER_DAY * HOURLY[Math.floor(m / 60) % 24]) / HOURLY_SUM / 60;

const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;
const corridors = Math.ceil(SENSORS / CORRIDOR);
const serials: string[][] = [];
for (let c = 0; c < corridors; c++) {
  const row: string[] = [];
  for (let i = 0; i < CORRIDOR && c * CORRIDOR + i < SENSORS; i++) row.push(`C${c}-${i}`);
  serials.push(row);
  const ids: number[] = [];
  for (const s of row) {
    ids.push(
      (await db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, s])).rows[0]
        .id,
    );
  }
  for (let i = 0; i + 1 < ids.length; i++) {
    await db.query(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
       VALUES ($1, $2, $3, $4, 1000, 900)`,
      [demo, `C${c} ${i}→${i + 1}`, ids[i], ids[i + 1]],
    );
  }
}
const linkIds = new Map<string, number>();
for (const r of (
  await db.query<{ id: number; name: string }>('SELECT id, name FROM links WHERE company_id = $1 AND name LIKE $2', [demo, 'C%→%'])
).rows) {
  linkIds.set(r.name, r.id);
}

// Vehicles enter a corridor at a sensor and pass 1–4 further ones, about 60–140 s a link (slower in the peaks);
// each passage is one detection. Entry counts are set so each sensor sees its share of the day's detections.
interface Det {
  serial: string;
  fingerprint: string;
  create_time: number;
  rssi: number;
}
const day0 = Date.parse('2026-01-05T00:00:00Z') / 1000; // a Monday
const byMinute = new Map<number, Det[]>();
/** Arrivals expected per (link, 5-minute interval start), in arrival order: [arrival time, simulated minute sent]. */
const expected = new Map<string, number[]>();
let rnd = 12345;
const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const startMinute = fromH * 60 + fromM;
let vehicle = 0;
let owed = 0;
for (let m = startMinute - 10; m < startMinute + MINUTES; m++) {
  // Mean passages per vehicle is 3.5 (enters + 1–4 more, clipped at the corridor's end): entries = detections / 3.
  owed += (perSensorMinute(m) * SENSORS) / 3;
  const congestion = 1 + (HOURLY[Math.floor(m / 60) % 24] / 7.8) * 0.6;
  for (; owed >= 1; owed--) {
    const c = Math.floor(random() * corridors);
    const row = serials[c];
    let at = Math.floor(random() * row.length);
    const hops = 1 + Math.floor(random() * 4);
    let t = day0 + m * 60 + random() * 60;
    const fp = `v${(vehicle++).toString(36)}`;
    for (let h = 0; h <= hops && at < row.length; h++, at++) {
      if (h > 0) {
        t += (60 + random() * 80) * congestion;
        const key = `${linkIds.get(`C${c} ${at - 1}→${at}`)}:${Math.floor((t - day0) / 300) * 300}`;
        if (!expected.has(key)) expected.set(key, []);
        expected.get(key)!.push(t);
      }
      const minute = Math.floor((t - day0) / 60);
      if (!byMinute.has(minute)) byMinute.set(minute, []);
      byMinute.get(minute)!.push({ serial: row[at], fingerprint: fp, create_time: Math.round(t * 1000) / 1000, rssi: -70 });
    }
  }
}
for (const ts of expected.values()) ts.sort((x, y) => x - y);

/** CPU ms so far: this process (ingest, live processing, this driver) and the database's server processes. */
const TICK_MS = 10; // Linux USER_HZ is 100
async function cpu(): Promise<{ self: number; server: number }> {
  const u = process.cpuUsage();
  let server = 0;
  if (db.kind === 'postgres') {
    const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    for (const { pid } of rows) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (f.length > 13) server += (Number(f[11]) + Number(f[12])) * TICK_MS;
    }
  }
  return { self: (u.user + u.system) / 1000, server };
}

let closing: Promise<void> | undefined;
const post = async (records: Det[], key: string) => {
  const res = await b.t.app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { authorization: `Token ${KEY}`, 'idempotency-key': key },
  });
  if (res.statusCode !== 201) {
    // The test database is dropped on the way out, so a failed run leaves nothing behind.
    closing ??= b.t.close();
    await closing;
    throw new Error(`${res.statusCode} ${res.body}`);
  }
};
/** One post per corridor gateway with its sensors' detections of the minute, SENDERS at a time. */
async function sendMinute(m: number): Promise<number> {
  const dets = byMinute.get(m) ?? [];
  const groups = new Map<string, Det[]>();
  for (const d of dets) {
    const g = d.serial.slice(0, d.serial.indexOf('-'));
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(d);
  }
  const list = [...groups];
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < list.length) {
        const [g, records] = list[next++];
        await post(records, `city-${m}-${g}`);
      }
    }),
  );
  return dets.length;
}

// History before the window (the first 10 minutes), sent at once and processed before the clock starts.
for (let m = startMinute - 10; m < startMinute; m++) await sendMinute(m);
await liveProcessor(b.t.app).idle();

const stepMs = 60_000 / SPEEDUP;
const t0 = performance.now();
const dueAt = (simT: number) => t0 + (Math.floor((simT - day0) / 60) - startMinute) * stepMs;
const lags: number[] = [];
const seen = new Map<string, number>();
let polling = true;
// Marks arrivals newly counted in their interval: an interval's raw_count n means its first n arrivals are in.
const poller = (async () => {
  while (polling) {
    const { rows } = await db.query<{ link_id: number; s: number; n: number }>(
      'SELECT link_id, extract(epoch FROM start)::int AS s, raw_count AS n FROM intervals WHERE start >= to_timestamp($1)',
      [day0 + startMinute * 60],
    );
    const now = performance.now();
    for (const r of rows) {
      const key = `${r.link_id}:${r.s - day0}`;
      const ts = expected.get(key) ?? [];
      for (let i = seen.get(key) ?? 0; i < Math.min(r.n, ts.length); i++) lags.push(now - dueAt(ts[i]));
      seen.set(key, Math.max(seen.get(key) ?? 0, Math.min(r.n, ts.length)));
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
})();

const cpu0 = await cpu();
let sent = 0;
let behindMs = 0;
for (let k = 0; k < MINUTES; k++) {
  const wait = t0 + k * stepMs - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  else behindMs = Math.max(behindMs, -wait);
  sent += await sendMinute(startMinute + k);
}
const sendMs = performance.now() - t0;
await liveProcessor(b.t.app).idle();
const drainMs = performance.now() - t0 - sendMs;
await new Promise((r) => setTimeout(r, 2 * POLL_MS));
polling = false;
await poller;
const cpu1 = await cpu();
const wallMs = performance.now() - t0;

// Arrivals in the window's intervals (only those whose minute was sent are expected).
const windowEnd = day0 + (startMinute + MINUTES) * 60;
let due = 0;
for (const [key, ts] of expected)
  if (Number(key.split(':')[1]) + day0 >= day0 + startMinute * 60) due += ts.filter((t) => t < windowEnd).length;
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const peak = Math.max(...Array.from({ length: MINUTES }, (_, k) => (byMinute.get(startMinute + k) ?? []).length));
console.log(
  `db=${dbKind()} sensors=${SENSORS} links=${linkIds.size} per sensor/day=${PER_DAY} simulated ${hhmm(startMinute)}–${hhmm(startMinute + MINUTES)} at ${SPEEDUP}× (one simulated minute every ${stepMs.toFixed(0)} ms)`,
);
console.log(
  `sent ${sent} detections in ${(sendMs / 1000).toFixed(1)} s (${Math.round(sent / (sendMs / 1000))}/s real; peak minute ${peak} = ${Math.round((peak * SPEEDUP) / 60)}/s), ` +
    `schedule fell behind by up to ${(behindMs / 1000).toFixed(1)} s; live processing drained ${(drainMs / 1000).toFixed(1)} s after the last post`,
);
console.log(
  `processing lag (minute due → interval shows the arrival): p50 ${(percentile(lags, 50) / 1000).toFixed(2)} s, p95 ${(percentile(lags, 95) / 1000).toFixed(2)} s, max ${(lags.reduce((a, x) => Math.max(a, x), 0) / 1000).toFixed(2)} s over ${lags.length} of ${due} arrivals (poll every ${POLL_MS} ms)`,
);
const pct = (ms: number) => ((100 * ms) / wallMs).toFixed(0);
console.log(
  `CPU over ${(wallMs / 1000).toFixed(1)} s: this process ${((cpu1.self - cpu0.self) / 1000).toFixed(1)} s (${pct(cpu1.self - cpu0.self)} % of one core)` +
    (db.kind === 'postgres'
      ? `, PostgreSQL backends ${((cpu1.server - cpu0.server) / 1000).toFixed(1)} s (${pct(cpu1.server - cpu0.server)} %)`
      : ''),
);
console.log(`load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`);
await b.t.close();
