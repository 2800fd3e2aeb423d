// Experimental processing of one link-day with 100k detections (50k vehicles, one detection at
// each end): read back, passes, matches, filter, replace mode-1 matches and intervals.
// Run: node --import tsx bench/experimental-link-day.ts   (PostgreSQL: TEST_DB=pg TEST_DATABASE_URL=…)
// Besides wall time it prints CPU time — this process (PGlite's worker included) and, on PostgreSQL,
// the server backend of the transaction — because on a shared machine wall time mostly measures the
// other tenants; CPU time is what the run itself costs.
import { readFileSync } from 'node:fs';
import { benchApp, dbKind, linkDetectionsCsv, watchMemory } from './support.ts';
import { runExperimental } from '../apps/server/src/modules/processing/experimental-run.ts';
import { linkById } from '../apps/server/src/modules/processing/tasks.queries.ts';
import type { Queryable } from '../apps/server/src/db/index.ts';

/** utime + stime of a local process in ms (null when not readable, e.g. a remote server). */
function procCpuMs(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const memory = watchMemory();
const b = await benchApp();
const day = Date.parse('2026-01-05T00:00:00Z') / 1000;
await b.t.db.copyCsv(
  'detections',
  ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'],
  linkDetectionsCsv(b, 50_000, day, 86400 - 1200),
);
if (b.t.db.kind === 'postgres') await b.t.db.exec('ANALYZE detections');
const link = (await linkById(b.t.db, b.linkId))!;
const params = { from: day, to: day + 86400, sigma: 2, b_value: 0.3, trend_threshold: 10 };
for (const run of [1, 2, 3]) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let server = '';
  const r = await b.t.db.transaction(async (tx: Queryable) => {
    const pid = b.t.db.kind === 'postgres' ? (await tx.query<{ p: number }>('SELECT pg_backend_pid() AS p')).rows[0].p : null;
    const s0 = pid === null ? null : procCpuMs(pid);
    const out = await runExperimental(tx, link, params);
    const s1 = pid === null ? null : procCpuMs(pid);
    if (s0 !== null && s1 !== null) server = `, server backend CPU ${(s1 - s0).toFixed(0)} ms`;
    return out;
  });
  const c = process.cpuUsage(c0);
  console.log(
    `db=${dbKind()} run ${run}: 100000 detections → ${r.matches} matches, ${r.intervals} intervals in ${(performance.now() - t0).toFixed(0)} ms` +
      ` (this process CPU ${((c.user + c.system) / 1000).toFixed(0)} ms${server})`,
  );
}
console.log(memory());
await b.t.close();
