// Ingest throughput: POST /api/ingest/detections/ (validation, re-keying, idempotency, the batch's rows by
// COPY on PostgreSQL or INSERT … unnest on PGlite, ack after commit) against a bare COPY of the same rows (as stored), in the same run.
// Three HTTP figures: one sender at a time and 4 concurrent senders (a fleet) into sensors on no link
// (the ingest path alone), and 4 senders into a link's two sensors (live processing runs after each
// commit and competes for the same CPUs). Beside COPY, its floor for an ack per batch: the same rows COPYed
// one 1,000-row transaction at a time. Rounds alternate so load drift hits every method alike.
// Run: node --import tsx bench/ingest-http-vs-copy.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// LINK_SENDERS=n sets the senders into the link (default 4); LINK_DRAIN=1 stops the link method's clock only
// when live processing has caught up (rows/s through live processing) and prints this process's CPU time for it.
import { benchApp, dbKind, KEY } from './support.ts';
import { watchMemory } from './support.ts';
import { liveProcessor } from '../apps/server/src/modules/processing/live-processor.ts';
import { fingerprintKeyer } from '@roadlens/traffic';
import { companySecret } from '../apps/server/src/modules/ingest/ingest.queries.ts';

const BATCHES = Number(process.env.BATCHES ?? 20);
const SIZE = 1000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const memory = watchMemory();
const b = await benchApp();
const demo = b.t.ids.companies.demo;
const ids: Record<string, number> = { 'B-ORIG': b.origin, 'B-DEST': b.destination };
for (const s of ['U-1', 'U-2']) {
  ids[s] = (
    await b.t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, s])
  ).rows[0].id;
}
const base = Date.parse('2026-01-01T00:00:00Z') / 1000;
let seq = 0;
const batch = (pair: [string, string]) => {
  const k = seq++;
  return {
    k,
    records: Array.from({ length: SIZE }, (_, i) => ({
      serial: pair[i % 2],
      fingerprint: `f${k}-${i}`,
      create_time: base + k * 60 + i / 100,
      rssi: -70,
      signal: 0,
    })),
  };
};

async function http(pair: [string, string], senders: number): Promise<number> {
  // Serialised before the clock starts, as COPY's CSV is: the sensor's JSON encoding is not server work.
  const payloads = Array.from({ length: BATCHES }, () => {
    const { k, records } = batch(pair);
    return { k, body: JSON.stringify({ records }) };
  });
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < payloads.length) {
        const { k, body } = payloads[next++];
        const res = await b.t.app.inject({
          method: 'POST',
          url: '/api/ingest/detections/',
          payload: body,
          headers: { authorization: `Token ${KEY}`, 'content-type': 'application/json', 'idempotency-key': `bench-${k}` },
        });
        if (res.statusCode !== 201) throw new Error(res.body);
      }
    }),
  );
  return performance.now() - t0;
}

// COPY stores the very rows ingest stores: the fingerprints re-keyed with the company's secret (32 hex
// characters, in no order), worked out before the clock starts like the rest of its CSV. Short, ordered raw
// fingerprints would make COPY's index inserts cheaper than the same rows' through ingest.
const rekey = fingerprintKeyer(await companySecret(b.t.db, demo));
async function copy(): Promise<number> {
  const csv =
    Array.from({ length: BATCHES }, () =>
      batch(['U-1', 'U-2'])
        .records.map(
          (r) => `${ids[r.serial]},${rekey(r.fingerprint)},${new Date(r.create_time * 1000).toISOString()},${r.rssi},${r.signal}`,
        )
        .join('\n'),
    ).join('\n') + '\n';
  const t0 = performance.now();
  await b.t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], csv);
  return performance.now() - t0;
}

// The floor for an acknowledgement per committed batch: the same pre-built rows, one COPY and one commit per
// 1,000-row batch, one after another, with no HTTP, validation or re-keying at all.
async function copyPerBatch(): Promise<number> {
  const texts = Array.from({ length: BATCHES }, () =>
    batch(['U-1', 'U-2'])
      .records.map(
        (r) => `${ids[r.serial]}\t${rekey(r.fingerprint)}\t${new Date(r.create_time * 1000).toISOString()}\t${r.rssi}\t${r.signal}\n`,
      )
      .join(''),
  );
  const t0 = performance.now();
  for (const text of texts)
    await b.t.db.transaction((tx) => tx.copyText('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], text));
  return performance.now() - t0;
}

const rows = BATCHES * SIZE;
const rate = (ms: number) => Math.round(rows / (ms / 1000));
const results: Record<string, number[]> = { copy: [], floor: [], seq: [], conc: [], linked: [] };
const LINK_SENDERS = Number(process.env.LINK_SENDERS ?? 4);
const LINK_DRAIN = process.env.LINK_DRAIN === '1';
const linkCpuMs: number[] = [];
async function linked(): Promise<number> {
  const cpu = process.cpuUsage();
  let ms = await http(['B-ORIG', 'B-DEST'], LINK_SENDERS);
  if (LINK_DRAIN) {
    const t0 = performance.now();
    await liveProcessor(b.t.app).idle();
    ms += performance.now() - t0;
    const c = process.cpuUsage(cpu);
    linkCpuMs.push(Math.round((c.user + c.system) / 1000));
  }
  return ms;
}
await http(['U-1', 'U-2'], 1); // warm-up: JIT, prepared plans
for (let r = 0; r < ROUNDS; r++) {
  results.copy.push(rate(await copy()));
  results.floor.push(rate(await copyPerBatch()));
  results.seq.push(rate(await http(['U-1', 'U-2'], 1)));
  results.conc.push(rate(await http(['U-1', 'U-2'], 4)));
  results.linked.push(rate(await linked()));
  await liveProcessor(b.t.app).idle();
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const copyRate = median(results.copy);
console.log(`db=${dbKind()} rows=${rows} per method and round, batch=${SIZE}, rounds=${ROUNDS}`);
const line = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(44)} median ${String(median(xs)).padStart(7)} rows/s  (${xs.join(', ')})${name === 'COPY' ? '' : `  = ${((100 * median(xs)) / copyRate).toFixed(0)} % of COPY`}`,
  );
line('COPY', results.copy);
line('COPY, a transaction per 1,000 rows (floor)', results.floor);
line('HTTP, 1 sender, sensors on no link', results.seq);
line('HTTP, 4 senders, sensors on no link', results.conc);
line(`HTTP, ${LINK_SENDERS} senders, link sensors (+ live proc.${LINK_DRAIN ? ' drained' : ''})`, results.linked);
if (LINK_DRAIN) console.log(`link method, CPU time of this process per round: ${linkCpuMs.join(', ')} ms for ${rows} rows`);
console.log(memory());
await b.t.close();
