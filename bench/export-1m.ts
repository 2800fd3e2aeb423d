// Streaming CSV export of 1M detections as a zip, the way GET /api/map/records/?export=true&device_id=… runs it:
// keyset pages of 5000 (device_id = $1 AND id > $2 ORDER BY id). Prints time and peak memory (flat).
// Run: node --import tsx bench/export-1m.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { benchApp, dbKind, watchMemory } from './support.ts';
import { recordPages } from '../apps/server/src/modules/data/export.queries.ts';
import { zipCsv } from '../apps/server/src/modules/data/export-zip.ts';
import { EXPORT_COLUMNS } from '../apps/server/src/modules/data/list-records.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const b = await benchApp();
for (let chunk = 0; chunk < ROWS; chunk += 100_000) {
  const lines: string[] = [];
  for (let i = chunk; i < Math.min(ROWS, chunk + 100_000); i++)
    lines.push(`${b.origin},fp${i},${new Date(1767225600000 + i * 1000).toISOString()},-70,0`);
  await b.t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], lines.join('\n') + '\n');
}
await b.t.db.exec('VACUUM ANALYZE detections'); // as after any bulk load (PGlite never autovacuums)
const before = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
const memory = watchMemory();
const f = { companyId: b.t.ids.companies.demo, deviceId: b.origin };
let bytes = 0;
const t0 = performance.now();
const page = await recordPages(b.t.db, f);
await pipeline(
  zipCsv(
    'records.csv',
    EXPORT_COLUMNS,
    (after) => page(after, 5000),
    (r) => [r.fingerprint, r.tag ?? '', r.sync_time, r.create_time, r.rssi ?? '', r.signal],
    (r) => r.id,
  ),
  new Writable({
    write(c, _e, cb) {
      bytes += c.length;
      cb();
    },
  }),
);
console.log(
  `db=${dbKind()} export of ${ROWS} rows: ${(performance.now() - t0).toFixed(0)} ms, zip ${(bytes / 2 ** 20).toFixed(1)} MB, RSS before ${before} MB, ${memory()}`,
);
await b.t.close();
