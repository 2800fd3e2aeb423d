// device_average over 30 days for one device (~10k detections a day) by day and by hour.
// Run: node --import tsx bench/device-average-30d.ts
import { benchApp, dbKind, percentile } from './support.ts';
import { watchMemory } from './support.ts';

const PER_DAY = 10_000;
const memory = watchMemory();
const b = await benchApp();
const start = Date.parse('2026-01-01T00:00:00Z') / 1000;
const lines: string[] = [];
for (let i = 0; i < PER_DAY * 30; i++) {
  lines.push(`${b.origin},f${i % 20000},${new Date((start + (i * 86400) / PER_DAY) * 1000).toISOString()},-70,0`);
}
await b.t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], lines.join('\n') + '\n');
if (b.t.db.kind === 'pglite') await b.t.db.exec('ANALYZE detections');
const op = await b.t.as('operator');
for (const aggregation of ['day', 'hour']) {
  const ms: number[] = [];
  let n = 0;
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    const res = await op.inject({ method: 'GET', url: `/api/map/device_average/?device_id=${b.origin}&aggregation=${aggregation}&timestamp__gte=2026-01-01T00:00:00Z&timestamp__lte=2026-01-31T00:00:00Z` });
    ms.push(performance.now() - t0);
    n = res.json().length;
  }
  console.log(`db=${dbKind()} device_average 30 days × ${PER_DAY}/day, aggregation=${aggregation}: ${n} rows, median ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);
}
console.log(memory());
await b.t.close();
