// Ingest throughput: POST /api/ingest/detections/ (validation, re-keying, idempotency, one unnest
// INSERT per batch) against a bare COPY of the same rows. Run: node --import tsx bench/ingest-http-vs-copy.ts
import { benchApp, dbKind, KEY } from './support.ts';
import { watchMemory } from './support.ts';

const BATCHES = 20;
const SIZE = 1000;
const memory = watchMemory();
const b = await benchApp();
const base = Date.parse('2026-01-01T00:00:00Z') / 1000;
const batch = (k: number) => ({
  records: Array.from({ length: SIZE }, (_, i) => ({
    serial: i % 2 ? 'B-ORIG' : 'B-DEST', fingerprint: `f${k}-${i}`, create_time: base + k * 60 + i / 100, rssi: -70, signal: 0,
  })),
});

let t0 = performance.now();
for (let k = 0; k < BATCHES; k++) {
  const res = await b.t.app.inject({ method: 'POST', url: '/api/ingest/detections/', payload: batch(k), headers: { authorization: `Token ${KEY}`, 'idempotency-key': `bench-${k}` } });
  if (res.statusCode !== 201) throw new Error(res.body);
}
const httpMs = performance.now() - t0;

const csv = Array.from({ length: BATCHES }, (_, k) =>
  batch(k).records.map((r) => `${r.serial === 'B-ORIG' ? b.origin : b.destination},${r.fingerprint},${new Date(r.create_time * 1000).toISOString()},${r.rssi},${r.signal}`).join('\n'),
).join('\n') + '\n';
t0 = performance.now();
await b.t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], csv);
const copyMs = performance.now() - t0;

const rows = BATCHES * SIZE;
console.log(`db=${dbKind()} rows=${rows} batch=${SIZE}`);
console.log(`HTTP ingest: ${httpMs.toFixed(0)} ms, ${Math.round(rows / (httpMs / 1000))} rows/s, ${(httpMs / BATCHES).toFixed(1)} ms/batch`);
console.log(`COPY       : ${copyMs.toFixed(0)} ms, ${Math.round(rows / (copyMs / 1000))} rows/s`);
console.log(memory());
await b.t.close();
