// Hosts PGlite off the main thread: PGlite blocks its thread for the whole of each query,
// so keeping it here lets the HTTP server keep answering while a query runs.
// Plain JS on purpose: worker threads do not go through the TypeScript loader under test runners.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const toNumber = (v) => (v === null ? null : Number(v));
const db = new PGlite(workerData.dataDir ?? undefined, {
  // int8 and numeric arrive as numbers, as they do from the pg driver (see postgres.ts).
  parsers: { 20: toNumber, 1700: toNumber },
});

parentPort.on('message', async (msg) => {
  try {
    if (msg.type === 'query') {
      const options = msg.blob ? { blob: new Blob([msg.blob]) } : undefined;
      const res = await db.query(msg.sql, msg.params ?? [], options);
      parentPort.postMessage({ id: msg.id, ok: true, rows: res.rows, rowCount: res.affectedRows ?? res.rows.length });
    } else if (msg.type === 'exec') {
      await db.exec(msg.sql);
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], rowCount: 0 });
    } else if (msg.type === 'close') {
      await db.close();
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], rowCount: 0 });
    }
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      ok: false,
      error: { message: err?.message ?? String(err), code: err?.code, detail: err?.detail, constraint: err?.constraint },
    });
  }
});

await db.waitReady;
parentPort.postMessage({ ready: true });
