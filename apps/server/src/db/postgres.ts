import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { finished, pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { DbError, type Db, type Queryable } from './types.ts';

// int8 (counts, ids) and numeric come back as numbers, as from PGlite (see pglite-worker.mjs).
const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === 20 || oid === 1700) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

function wrap(err: unknown): never {
  const e = err as { message?: string; code?: string; constraint?: string };
  throw new DbError(e.message ?? 'database error', e.code, e.constraint);
}

export async function openPostgres(url: string, max = 10): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const c = await pool.connect();
  c.release();

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async copyText(table, columns, text) {
      // A COPY needs one connection for its whole stream: the pool lends one when no transaction holds one.
      const conn = client instanceof pg.Pool ? await client.connect() : client;
      try {
        const stream = conn.query(copyFrom(`COPY ${table} (${columns.join(',')}) FROM STDIN`));
        // 'finish' comes once the server has stored the rows; an error ends the writing early.
        const done = finished(stream);
        done.catch(() => undefined);
        try {
          for (const chunk of typeof text === 'string' ? [text] : text) {
            if (stream.destroyed) break;
            if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
          }
        } catch (err) {
          // Making a chunk failed: the server is told to abandon the COPY (CopyFail), so the connection can go on.
          stream.destroy(err as Error);
          await done.catch(() => undefined);
          throw err;
        }
        stream.end();
        await done;
      } catch (err) {
        wrap(err);
      } finally {
        if (conn !== client) (conn as pg.PoolClient).release();
      }
    },
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const r = await client.query(sql, params as unknown[]);
        return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
      } catch (err) {
        return wrap(err);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (err) {
        wrap(err);
      }
    },
  });
  const root = on(pool);

  return {
    kind: 'postgres',
    pool,
    query: root.query,
    exec: root.exec,
    copyText: root.copyText,
    async transaction(fn) {
      const client = await pool.connect();
      // A connection cut mid-transaction (the server restarted, the backend was terminated) fails the
      // awaiting query; without a listener the client's 'error' event would also crash the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.off('error', ignore);
        client.release();
      }
    },
    async copyCsv(table, columns, csv) {
      const client = await pool.connect();
      try {
        const stream = client.query(copyFrom(`COPY ${table} (${columns.join(',')}) FROM STDIN WITH (FORMAT csv)`));
        await pipeline(Readable.from([csv]), stream);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
