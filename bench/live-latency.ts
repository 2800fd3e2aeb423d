// Detection → interval latency of live processing: each batch carries departures at the origin
// and arrivals at the destination; latency = from sending the batch until its `traffic` event.
// Run: node --import tsx bench/live-latency.ts
import { benchApp, dbKind, KEY, percentile } from './support.ts';
import { watchMemory } from './support.ts';
import { liveProcessor } from '../apps/server/src/modules/processing/live-processor.ts';

const BATCHES = 60;
const VEHICLES = 20;
const memory = watchMemory();
const b = await benchApp();
const base = Date.parse('2026-01-01T06:00:00Z') / 1000;
const latencies: number[] = [];
let waiting: ((t: number) => void) | null = null;
b.t.app.events.subscribe((d) => d.event.type === 'traffic' && waiting?.(performance.now()));

for (let k = 0; k < BATCHES; k++) {
  const records = [];
  for (let i = 0; i < VEHICLES; i++) {
    const t = base + k * 30 + i;
    records.push({ serial: 'B-ORIG', fingerprint: `v${k}-${i}`, create_time: t, rssi: -70 });
    records.push({ serial: 'B-DEST', fingerprint: `v${k}-${i}`, create_time: t + 90 + (i % 10), rssi: -70 });
  }
  const seen = new Promise<number>((resolve) => (waiting = resolve));
  const t0 = performance.now();
  const res = await b.t.app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { authorization: `Token ${KEY}`, 'idempotency-key': `live-${k}` },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  latencies.push((await seen) - t0);
  await liveProcessor(b.t.app).idle();
}
const { rows } = await b.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM intervals WHERE link_id = $1', [b.linkId]);
console.log(`db=${dbKind()} batches=${BATCHES} detections/batch=${VEHICLES * 2} intervals=${rows[0].n}`);
console.log(
  `detection → interval event: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
);
console.log(memory());
await b.t.close();
