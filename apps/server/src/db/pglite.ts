import { Worker } from 'node:worker_threads';
import { turnTaker } from './priority.ts';
import { DbError, type Db, type QueryResult, type Queryable } from './types.ts';

interface Reply {
  id: number;
  ok: boolean;
  rows: unknown[];
  rowCount: number;
  error?: { message: string; code?: string; constraint?: string };
}

/** PGlite in a worker thread. dataDir undefined = in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean }) => {
      if (m.ready) {
        worker.off('message', onMessage);
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    p.resolve(m);
  });
  worker.on('error', (err) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });

  const send = async (msg: Record<string, unknown>): Promise<Reply> => {
    const id = nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
    if (!reply.ok) throw new DbError(reply.error?.message ?? 'database error', reply.error?.code, reply.error?.constraint);
    return reply;
  };

  // PGlite has one connection: a transaction must hold it alone, so everything else waits its turn (requests first).
  const exclusive = turnTaker();

  const raw: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await send({ type: 'query', sql, params: params.map(serialize) });
      return { rows: r.rows as T[], rowCount: r.rowCount } satisfies QueryResult<T>;
    },
    async exec(sql: string) {
      await send({ type: 'exec', sql });
    },
    async copyText(table, columns, text) {
      // PGlite reads COPY's input from a blob handed with the query instead of a client stream.
      const blob = new TextEncoder().encode(typeof text === 'string' ? text : [...text].join(''));
      await send({ type: 'query', sql: `COPY ${table} (${columns.join(',')}) FROM '/dev/blob'`, params: [], blob });
    },
  };

  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => raw.query(sql, params)),
    exec: (sql) => exclusive(() => raw.exec(sql)),
    copyText: (table, columns, text) => exclusive(() => raw.copyText(table, columns, text)),
    transaction: (fn) =>
      exclusive(async () => {
        await raw.query('BEGIN');
        try {
          const result = await fn(raw);
          await raw.query('COMMIT');
          return result;
        } catch (err) {
          await raw.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }),
    copyCsv: (table, columns, csv) =>
      exclusive(async () => {
        const blob = new TextEncoder().encode(csv);
        await send({ type: 'query', sql: `COPY ${table} (${columns.join(',')}) FROM '/dev/blob' WITH (FORMAT csv)`, params: [], blob });
      }),
    close: async () => {
      await exclusive(() => send({ type: 'close' }));
      await worker.terminate();
    },
  };
}

/** Values cross the thread boundary by structured clone; bigint and Date survive, plain objects go as JSON. */
function serialize(v: unknown): unknown {
  if (v === undefined) return null;
  if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) && !(v instanceof Uint8Array)) {
    return JSON.stringify(v);
  }
  return v;
}
