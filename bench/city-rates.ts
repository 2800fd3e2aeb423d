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
import { cityPlan, gatewayPosts, hhmm, type Det } from './city/plan.ts';

const SENSORS = Number(process.env.SENSORS ?? 500);
const CORRIDOR = Number(process.env.CORRIDOR ?? 10);
const PER_DAY = Number(process.env.PER_DAY ?? 10000);
const SPEEDUP = Number(process.env.SPEEDUP ?? 60);
const [fromH, fromM] = (process.env.FROM ?? '07:30').split(':').map(Number);
const MINUTES = Number(process.env.MINUTES ?? 60);
const POLL_MS = Number(process.env.POLL_MS ?? 250);
const SENDERS = 8; // posts in flight at once: gateways reporting at the same moment

const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;
const startMinute = fromH * 60 + fromM;
const day0 = Date.parse('2026-01-05T00:00:00Z') / 1000; // a Monday
// The first 10 minutes are history, sent before the clock starts.
const plan = cityPlan({ sensors: SENSORS, corridor: CORRIDOR, perDay: PER_DAY, fromMinute: startMinute - 10, minutes: MINUTES + 10, day0 });
const { byMinute } = plan;
const deviceIds = new Map<string, number>();
for (const row of plan.serials) {
  for (const s of row) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
      demo,
      s,
    ]);
    deviceIds.set(s, rows[0].id);
  }
}
const linkIds = new Map<string, number>();
for (const l of plan.links) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
     VALUES ($1, $2, $3, $4, 1000, 900) RETURNING id`,
    [demo, l.name, deviceIds.get(l.origin), deviceIds.get(l.destination)],
  );
  linkIds.set(l.name, rows[0].id);
}
/** Arrivals expected per (link id, 5-minute interval start), in arrival order. */
const expected = new Map<string, number[]>();
for (const [key, ts] of plan.expected) {
  const [name, start] = key.split('@');
  expected.set(`${linkIds.get(name)}:${start}`, ts);
}

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
  const list = gatewayPosts(dets);
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
