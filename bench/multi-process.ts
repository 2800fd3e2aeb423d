// Several server processes on one PostgreSQL: 1, 2 and 4 real servers (apps/server/src/server.ts in production
// mode, as `npm start` runs it, each with its own pool and live worker) on one fresh database per count, fed the
// simulated city of bench/city/plan.ts (SENSORS sensors in corridors, links between neighbours) through
// POST /api/ingest/detections/, the posts spread round-robin over the processes as a load balancer would.
// For each process count:
//   1. detection → map: the city's morning peak at SPEEDUP× its real rate for MINUTES simulated minutes, each
//      minute's gateway posts sent together; lag of an arrival = from its minute's posts being due until its
//      link's 5-minute interval (what the map shows) counts it (raw_count, polled every 250 ms).
//   2. ingest rows/s: the next BURST_MINUTES simulated minutes posted as fast as CONCURRENCY posts in flight
//      allow; then the time until live processing has drained the backlog (live rows/s).
//   3. API req/s: autocannon on GET /api/platform/users/me/ (signed in) against all processes at once for
//      API_SECONDS (CONNECTIONS split over them).
// CPU is read from /proc for the server processes and the database's backends.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/multi-process.ts
// PROCESSES (1,2,4), SENSORS (500), SPEEDUP (10), MINUTES (6), BURST_MINUTES (10), CONCURRENCY (8),
// API_SECONDS (8), CONNECTIONS (16). Method and results: docs/scaling.md.
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { sha256 } from '../apps/server/src/lib/crypto.ts';
import { percentile } from './support.ts';
import { cityPlan, gatewayPosts, hhmm, type Det } from './city/plan.ts';

const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('multi-process needs TEST_DATABASE_URL (PostgreSQL): PGlite is one process by construction');
const PROCESSES = (process.env.PROCESSES ?? '1,2,4').split(',').map(Number);
const SENSORS = Number(process.env.SENSORS ?? 500);
const SPEEDUP = Number(process.env.SPEEDUP ?? 10);
const MINUTES = Number(process.env.MINUTES ?? 6);
const BURST_MINUTES = Number(process.env.BURST_MINUTES ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const API_SECONDS = Number(process.env.API_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const KEY = 'bench-multi-operator-key-0123456789';
const PASSWORD = 'bench-password-0123';
const SECRET_KEY = randomBytes(24).toString('hex'); // servers on one database share it
const POLL_MS = 250;

const day0 = Date.parse('2026-01-05T00:00:00Z') / 1000; // a Monday
const start = 7 * 60 + 50; // the rate phase covers 07:50 onwards, the burst the minutes after it
const plan = cityPlan({
  sensors: SENSORS,
  corridor: 10,
  perDay: 10000,
  fromMinute: start - 10,
  minutes: 10 + MINUTES + BURST_MINUTES,
  day0,
});

const TICK_MS = 10; // Linux USER_HZ is 100
async function cpuMs(pids: number[]): Promise<number> {
  let ms = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (f.length > 13) ms += (Number(f[11]) + Number(f[12])) * TICK_MS;
  }
  return ms;
}
const loadavg = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runWith(n: number): Promise<void> {
  const dbName = `rl_bench_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(base!);
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  const env = { DATABASE_URL: dbUrl, SEED_PASSWORD: PASSWORD, SECRET_KEY, SIMULATOR: 'off', LOG_LEVEL: 'warn' };
  const servers: RunningServer[] = [];
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    // The first seeds the empty database; the others find it seeded.
    servers.push(await startServer(env));
    servers.push(...(await Promise.all(Array.from({ length: n - 1 }, () => startServer(env)))));
    await db.connect();
    const { rows: op } = await db.query<{ id: number; company_id: number }>("SELECT id, company_id FROM users WHERE username = 'operator'");
    await db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
      op[0].id,
      sha256(KEY),
      'bmul',
      ['ingest'],
    ]);
    const deviceIds = new Map<string, number>();
    const serials = plan.serials.flat();
    const { rows: devs } = await db.query<{ id: number; serial: string }>(
      'INSERT INTO devices (company_id, serial, name) SELECT $1, s, s FROM unnest($2::text[]) AS s RETURNING id, serial',
      [op[0].company_id, serials],
    );
    for (const d of devs) deviceIds.set(d.serial, d.id);
    const { rows: lks } = await db.query<{ id: number; name: string }>(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
       SELECT $1, n, o, d, 1000, 900 FROM unnest($2::text[], $3::int[], $4::int[]) AS x(n, o, d) RETURNING id, name`,
      [
        op[0].company_id,
        plan.links.map((l) => l.name),
        plan.links.map((l) => deviceIds.get(l.origin)),
        plan.links.map((l) => deviceIds.get(l.destination)),
      ],
    );
    const expected = new Map<string, number[]>();
    const linkIds = new Map(lks.map((l) => [l.name, l.id]));
    for (const [key, ts] of plan.expected) {
      const [name, s] = key.split('@');
      expected.set(`${linkIds.get(name)}:${s}`, ts);
    }

    let rr = 0;
    const post = async (records: Det[], key: string) => {
      const s = servers[rr++ % servers.length];
      const res = await fetch(`${s.url}/api/ingest/detections/`, {
        method: 'POST',
        headers: { authorization: `Token ${KEY}`, 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ records }),
      });
      if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const sendPosts = async (list: Array<[string, Det[]]>, prefix: string) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < list.length) {
            const i = next++;
            await post(list[i][1], `${prefix}-${i}-${list[i][0]}`);
          }
        }),
      );
    };
    const backlog = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_backlog')).rows[0].n;
    const drained = async () => {
      while ((await backlog()) > 0) await sleep(100);
    };
    const pids = async () => [
      ...servers.map((s) => s.process.pid!),
      ...(await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid),
    ];

    // History (10 minutes), then the timed phases.
    for (let m = start - 10; m < start; m++) await sendPosts(gatewayPosts(plan.byMinute.get(m) ?? []), `h${m}`);
    await drained();

    // 1. The city at SPEEDUP×: detection → map.
    const stepMs = 60_000 / SPEEDUP;
    const t0 = performance.now();
    const dueAt = (simT: number) => t0 + (Math.floor((simT - day0) / 60) - start) * stepMs;
    const windowEnd = day0 + (start + MINUTES) * 60;
    const lags: number[] = [];
    const seen = new Map<string, number>();
    let polling = true;
    const poller = (async () => {
      const pc = new pg.Client({ connectionString: dbUrl });
      await pc.connect();
      while (polling) {
        const { rows } = await pc.query<{ link_id: number; s: number; n: number }>(
          'SELECT link_id, extract(epoch FROM start)::int AS s, raw_count AS n FROM intervals WHERE start >= to_timestamp($1) AND start < to_timestamp($2)',
          [day0 + start * 60, windowEnd],
        );
        const now = performance.now();
        for (const r of rows) {
          const key = `${r.link_id}:${r.s - day0}`;
          const ts = (expected.get(key) ?? []).filter((x) => x < windowEnd);
          for (let i = seen.get(key) ?? 0; i < Math.min(r.n, ts.length); i++) lags.push(now - dueAt(ts[i]));
          seen.set(key, Math.max(seen.get(key) ?? 0, Math.min(r.n, ts.length)));
        }
        await sleep(POLL_MS);
      }
      await pc.end();
    })();
    const cpu0 = await cpuMs(await pids());
    let sent = 0;
    for (let k = 0; k < MINUTES; k++) {
      const wait = t0 + k * stepMs - performance.now();
      if (wait > 0) await sleep(wait);
      const dets = plan.byMinute.get(start + k) ?? [];
      await sendPosts(gatewayPosts(dets), `r${k}`);
      sent += dets.length;
    }
    await drained();
    await sleep(2 * POLL_MS);
    polling = false;
    await poller;
    const rateMs = performance.now() - t0;
    const rateCpu = (await cpuMs(await pids())) - cpu0;
    let due = 0;
    for (const [key, ts] of expected) if (Number(key.split(':')[1]) >= start * 60) due += ts.filter((x) => x < windowEnd).length;
    const rateLoad = await loadavg();

    // 2. Ingest as fast as it goes, then the live backlog's drain.
    const burst: Array<[string, Det[]]> = [];
    let burstRows = 0;
    for (let m = start + MINUTES; m < start + MINUTES + BURST_MINUTES; m++) {
      for (const p of gatewayPosts(plan.byMinute.get(m) ?? [])) {
        burst.push([`${m}-${p[0]}`, p[1]]);
        burstRows += p[1].length;
      }
    }
    const b0 = performance.now();
    const bc0 = await cpuMs(await pids());
    await sendPosts(burst, 'b');
    const ingestMs = performance.now() - b0;
    const left = await backlog();
    await drained();
    const liveMs = performance.now() - b0;
    const burstCpu = (await cpuMs(await pids())) - bc0;
    const burstLoad = await loadavg();

    // 3. API: every process signed in once, autocannon on each at once.
    const cookies = await Promise.all(
      servers.map(async (s) => {
        const r = await fetch(`${s.url}/api/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: s.url },
          body: JSON.stringify({ username: 'admin', password: PASSWORD }),
        });
        if (!r.ok) throw new Error(`login ${r.status}`);
        return r.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      }),
    );
    const ac0 = await cpuMs(await pids());
    const results = await Promise.all(
      servers.map((s, i) =>
        autocannon({
          url: `${s.url}/api/platform/users/me/`,
          headers: { cookie: cookies[i] },
          connections: Math.max(1, Math.round(CONNECTIONS / n)),
          duration: API_SECONDS,
        }),
      ),
    );
    const apiCpu = (await cpuMs(await pids())) - ac0;
    const apiTotal = results.reduce((a, r) => a + r.requests.total, 0);
    const apiErrors = results.reduce((a, r) => a + r.errors + r.non2xx + r.timeouts, 0);
    const apiLoad = await loadavg();

    console.log(`\n${n} process${n > 1 ? 'es' : ''} on one PostgreSQL (${SENSORS} sensors, ${plan.links.length} links)`);
    console.log(
      `  city ${hhmm(start)}–${hhmm(start + MINUTES)} at ${SPEEDUP}×: ${sent} detections in ${(rateMs / 1000).toFixed(1)} s; detection → map p50 ${(percentile(lags, 50) / 1000).toFixed(2)} s, ` +
        `p95 ${(percentile(lags, 95) / 1000).toFixed(2)} s over ${lags.length} of ${due} arrivals; CPU ${(rateCpu / rateMs).toFixed(2)} cores; load ${rateLoad}`,
    );
    console.log(
      `  ingest ${burstRows} detections in ${burst.length} posts (${CONCURRENCY} in flight): ${Math.round(burstRows / (ingestMs / 1000))} rows/s; ` +
        `${left} batches waiting then, live processing drained ${((liveMs - ingestMs) / 1000).toFixed(1)} s later (${Math.round(burstRows / (liveMs / 1000))} rows/s processed); ` +
        `CPU ${(burstCpu / liveMs).toFixed(2)} cores; load ${burstLoad}`,
    );
    console.log(
      `  API GET /api/platform/users/me/: ${Math.round(apiTotal / API_SECONDS)} req/s (${CONNECTIONS} connections), errors ${apiErrors}, ` +
        `CPU ${(apiCpu / 1000 / API_SECONDS).toFixed(2)} cores; load ${apiLoad}`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
}

console.log(`load average ${await loadavg()} at start; processes ${PROCESSES.join(', ')}`);
for (const n of PROCESSES) await runWith(n);
