// API throughput: the real server (apps/server/src/server.ts in production mode, as `npm start` runs it,
// on a fresh seeded database) answering a signed-in read endpoint, against a bare Node `http` server
// that JSON-encodes a document of the same size, in the same run. Each server runs in its own process;
// autocannon drives them from this one over keep-alive connections. Runs alternate (bare, ours, bare,
// ours …) so load drift on a shared machine hits both alike; the figures are medians over ROUNDS.
// Run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/api-throughput.ts
// DBS=pg|pglite (default both, pg only with TEST_DATABASE_URL), ROUNDS=n (3), SECONDS=n per run (10),
// CONNECTIONS=n (10), ENDPOINT=path (the demo company's links as the map asks for them),
// LOG_LEVEL (warn, as the e2e servers; production's default `info` logs every request).
// Method and results: docs/scaling.md.
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, ROOT } from '../e2e/support/server.ts';

const TICK_MS = 10; // Linux USER_HZ is 100
/** CPU time (user + system, ms) a process has used so far, from /proc. */
async function procCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return f.length > 13 ? (Number(f[11]) + Number(f[12])) * TICK_MS : 0;
}

async function startBare(doc: string): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roadlens-bare-'));
  const file = path.join(dir, 'doc.json');
  await writeFile(file, doc);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-throughput.ts', '--bare', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      await new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  cpuPerReq: number;
  /** The part of cpuPerReq spent in the database's server processes (PostgreSQL only). */
  dbCpuPerReq: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number, cpuPids: () => Promise<number[]>): Promise<Run> {
  // The first pid is the HTTP server's, any others the database's.
  const cpu = async () => {
    const [app, ...rest] = await Promise.all((await cpuPids()).map(procCpuMs));
    return { app, db: rest.reduce((a, b) => a + b, 0) };
  };
  const c0 = await cpu();
  const r = await autocannon({ url, headers, connections: Number(process.env.CONNECTIONS ?? 10), duration: seconds });
  const total = r.requests.total || 1;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ...(await cpu().then((c1) => ({ cpuPerReq: (c1.app + c1.db - c0.app - c0.db) / total, dbCpuPerReq: (c1.db - c0.db) / total }))),
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 8);
const ENDPOINTS = (
  process.env.ENDPOINTS ?? '/api/map/links/?page_size=10000,/api/map/devices/?page_size=10000,/api/platform/users/me/,/api/health/'
).split(',');

/** One endpoint of our server against the bare server answering the same document, alternating. */
async function compare(kind: string, endpoint: string, url: string, headers: Record<string, string>, oursPids: () => Promise<number[]>) {
  const first = await fetch(url, { headers });
  const doc = await first.text();
  if (!first.ok) throw new Error(`${endpoint}: ${first.status} ${doc}`);
  const bare = await startBare(doc);
  const barePids = async () => [bare.child.pid!];
  await load(`${bare.url}${endpoint}`, {}, 2, barePids); // warm-up: JIT, connection pool, plans
  await load(url, headers, 2, oursPids);
  const runs: { bare: Run[]; ours: Run[] } = { bare: [], ours: [] };
  for (let r = 0; r < ROUNDS; r++) {
    runs.bare.push(await load(`${bare.url}${endpoint}`, {}, SECONDS, barePids));
    runs.ours.push(await load(url, headers, SECONDS, oursPids));
  }
  await bare.stop();
  const m = (xs: Run[], k: keyof Run) => median(xs.map((x) => x[k]));
  console.log(`\ndb=${kind} GET ${endpoint} (${doc.length} bytes JSON), ${ROUNDS} rounds × ${SECONDS} s`);
  for (const [name, xs] of [
    ['bare node:http', runs.bare],
    ['roadlens', runs.ours],
  ] as const) {
    console.log(
      `${name.padEnd(15)} median ${m(xs, 'rps').toFixed(0).padStart(6)} req/s (${xs.map((x) => x.rps.toFixed(0)).join(', ')})` +
        `  p50 ${m(xs, 'p50').toFixed(1)} ms  p99 ${m(xs, 'p99').toFixed(1)} ms  CPU ${m(xs, 'cpuPerReq').toFixed(2)} ms/req` +
        (m(xs, 'dbCpuPerReq') > 0 ? ` (database ${m(xs, 'dbCpuPerReq').toFixed(2)})` : '') +
        `  errors ${xs.reduce((a, x) => a + x.errors, 0)}`,
    );
  }
  const ratios = runs.ours.map((o, i) => o.rps / runs.bare[i].rps);
  console.log(`roadlens / bare: median ${(100 * median(ratios)).toFixed(0)} % (${ratios.map((x) => (100 * x).toFixed(0)).join(', ')} %)`);
}

async function benchDb(kind: 'postgres' | 'pglite'): Promise<void> {
  const password = 'bench-password-0123';
  let dbUrl: string | undefined;
  let dbName = '';
  const base = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && base) {
    dbName = `rl_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const server = await startServer({
    SEED_PASSWORD: password,
    SIMULATOR: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  });
  const login = await fetch(`${server.url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie };
  // The database's own server processes count too: their CPU is part of what a request costs.
  const pgPids = async (): Promise<number[]> => {
    if (!dbUrl) return [];
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbName]);
    await c.end();
    return rows.map((r) => r.pid);
  };
  const oursPids = async () => [server.process.pid!, ...(await pgPids())];
  for (const endpoint of ENDPOINTS) await compare(kind, endpoint, `${server.url}${endpoint}`, headers, oursPids);
  await server.stop();
  if (dbUrl) {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
}

async function main(): Promise<void> {
  const wanted = process.env.DBS?.split(',') ?? (process.env.TEST_DATABASE_URL ? ['pg', 'pglite'] : ['pglite']);
  console.log(
    `connections=${process.env.CONNECTIONS ?? 10}, load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`,
  );
  for (const kind of wanted) await benchDb(kind === 'pg' ? 'postgres' : 'pglite');
}

// Child mode: the bare baseline, answering every request with the JSON document of the given file.
if (process.argv[2] === '--bare') {
  const doc: unknown = JSON.parse(await readFile(process.argv[3], 'utf8'));
  const srv = createServer((_req, res) => {
    // Encoded per request, as any real server must: a pre-encoded buffer would measure the socket alone.
    const body = JSON.stringify(doc);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  srv.listen(0, '127.0.0.1', () => process.stdout.write(`${(srv.address() as { port: number }).port}\n`));
  process.on('SIGTERM', () => srv.close(() => process.exit(0)));
} else await main();
