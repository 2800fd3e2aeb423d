// Experimental processing of one link-day with 100k detections (50k vehicles, one detection at
// each end): read back, passes, matches, filter, replace mode-1 matches and intervals.
// Run: node --import tsx bench/experimental-link-day.ts
import { benchApp, dbKind, linkDetectionsCsv } from './support.ts';
import { watchMemory } from './support.ts';
import { runExperimental } from '../apps/server/src/modules/processing/experimental-run.ts';
import { linkById } from '../apps/server/src/modules/processing/tasks.queries.ts';

const memory = watchMemory();
const b = await benchApp();
const day = Date.parse('2026-01-05T00:00:00Z') / 1000;
await b.t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], linkDetectionsCsv(b, 50_000, day, 86400 - 1200));
const link = (await linkById(b.t.db, b.linkId))!;
const params = { from: day, to: day + 86400, sigma: 2, b_value: 0.3, trend_threshold: 10 };
for (const run of [1, 2]) {
  const t0 = performance.now();
  const r = await b.t.db.transaction((tx) => runExperimental(tx, link, params));
  console.log(`db=${dbKind()} run ${run}: 100000 detections → ${r.matches} matches, ${r.intervals} intervals in ${(performance.now() - t0).toFixed(0)} ms`);
}
console.log(memory());
await b.t.close();
