// Shared set-up of the traffic benchmarks: the real app on a fresh database (PGlite in a temporary data
// directory, PGLITE_IN_MEMORY=1 for in memory, or PostgreSQL with TEST_DB=pg TEST_DATABASE_URL=...), an API key
// and a two-sensor link.
import { createTestApp, type TestApp } from '../apps/server/src/testing/test-app.ts';
import { sha256 } from '../apps/server/src/lib/crypto.ts';

export const KEY = 'bench-operator-key-0123456789';

export interface BenchApp {
  t: TestApp;
  origin: number;
  destination: number;
  linkId: number;
}

export async function benchApp(): Promise<BenchApp> {
  // PGlite in a data directory on disk, as a server runs it: in memory, every growth of a table's file copies
  // the whole file, which slows every write more and more as the table grows.
  const t = await createTestApp({}, { pgliteOnDisk: process.env.PGLITE_IN_MEMORY !== '1' });
  await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
    t.ids.users.operator,
    sha256(KEY),
    'bench',
    ['ingest'],
  ]);
  const demo = t.ids.companies.demo;
  const ins = async (serial: string) =>
    (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, serial]))
      .rows[0].id;
  const origin = await ins('B-ORIG');
  const destination = await ins('B-DEST');
  const linkId = (
    await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
     VALUES ($1, 'bench', $2, $3, 1000, 900) RETURNING id`,
      [demo, origin, destination],
    )
  ).rows[0].id;
  return { t, origin, destination, linkId };
}

export { percentile } from './stats.ts';

export const dbKind = () => (process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite');

/** CSV rows of detections at the link's two sensors: n vehicles, one detection at each end. */
export function linkDetectionsCsv(b: BenchApp, n: number, startS: number, spanS: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = startS + (i * spanS) / n;
    const tt = 80 + ((i * 7919) % 40) + (i % 97 === 0 ? 600 : 0);
    const fp = `fp${i.toString(16).padStart(10, '0')}`;
    lines.push(`${b.origin},${fp},${new Date(t * 1000).toISOString()},-70,0`);
    lines.push(`${b.destination},${fp},${new Date((t + tt) * 1000).toISOString()},-70,0`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Samples the process's resident memory (PGlite's worker thread included) until read; returns the
 * sampled peak RSS and the kernel's maxRSS of the whole process life (resourceUsage, so a spike
 * between two samples still shows). On PostgreSQL the server's own memory is not included.
 */
export function watchMemory(): () => string {
  let peak = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  return () => {
    clearInterval(timer);
    const mb = (b: number) => (b / 2 ** 20).toFixed(0);
    return `peak RSS ${mb(Math.max(peak, process.memoryUsage().rss))} MB (maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} MB, peak JS heap ${mb(heap)} MB)`;
  };
}
