import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { WriteReport } from './write-watch.ts';

/**
 * Which tables have been written since a moment, in this process or in any other process using
 * the same database: what lets a cache answer without asking the database and still never answer
 * from rows that changed. Writes are seen by write-watch.ts; other processes hear of them through
 * PostgreSQL's NOTIFY (PGlite is one process, so there is no one else to tell).
 */
export interface TableChanges {
  /**
   * A number that grows whenever one of `tables` is written. Taken before reading, it tells whether
   * what was read may be kept: still the same afterwards, no write of those tables came between.
   */
  stamp(tables: readonly string[]): number;
  /**
   * Writes of these tables are told to the other processes, and the writing call returns only once
   * the notice is committed: a sign-out has reached every process before its answer is sent.
   */
  share(tables: readonly string[]): void;
  /** False while other processes' writes may go unheard (the listening connection is down): serve nothing cached. */
  readonly live: boolean;
  /** What write-watch.ts calls with the tables of each committed write. */
  readonly report: WriteReport;
  close(): Promise<void>;
}

const CHANNEL = 'roadlens_table_changes';

function localChanges() {
  const versions = new Map<string, number>();
  let epoch = 0;
  return {
    stamp(tables: readonly string[]): number {
      let n = epoch;
      for (const t of tables) n += versions.get(t) ?? 0;
      return n;
    },
    bump(tables: readonly string[]) {
      for (const t of tables) versions.set(t, (versions.get(t) ?? 0) + 1);
    },
    /** Forgets everything: every stamp taken before differs from every stamp taken after. */
    bumpAll() {
      epoch += 1;
    },
  };
}

/** One process: a write is known to every cache the moment it is committed. */
export function processChanges(): TableChanges {
  const local = localChanges();
  return {
    stamp: local.stamp,
    share: () => undefined,
    live: true,
    report: (tables) => local.bump(tables),
    close: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL: each listens on one channel and says which shared tables it
 * wrote. While the listening connection is down (a restart of PostgreSQL) `live` is false, and on
 * reconnecting every stamp moves on, since writes in between went unheard.
 */
export async function postgresChanges(url: string, pool: pg.Pool): Promise<TableChanges> {
  const local = localChanges();
  const self = randomUUID();
  const shared = new Set<string>();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  const pending = new Set<string>();
  let sending: Promise<void> | null = null;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    live = false;
    local.bumpAll();
    void c.end().catch(() => undefined);
    if (!closed) setTimeout(() => void (closed ? undefined : connect().catch(() => undefined)), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const [origin, list = ''] = msg.payload.split(' ');
      if (origin !== self) local.bump(list.split(','));
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(c);
      throw err;
    }
    if (client !== c) return;
    // Whatever was kept before this connection listened may have missed a write.
    local.bumpAll();
    live = true;
  };
  await connect().catch((err: unknown) => {
    closed = true;
    throw err;
  });

  const notify = (tables: readonly string[]) =>
    pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${self} ${tables.join(',')}`]).then(
      () => undefined,
      // Not sent (PostgreSQL unreachable, and the others' listening connections most likely with it): what
      // the others keep still lapses by its own lifetime, seconds at most.
      () => undefined,
    );
  /** Writes that finish together (an ingest batch's statements, concurrent requests) share one notice. */
  const send = (): Promise<void> =>
    (sending ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        const tables = [...pending];
        pending.clear();
        sending = null;
        void notify(tables).then(resolve);
      }),
    ));

  return {
    stamp: local.stamp,
    share(tables) {
      for (const t of tables) shared.add(t);
    },
    get live() {
      return live;
    },
    async report(tables) {
      local.bump(tables);
      let any = false;
      for (const t of tables) {
        if (!shared.has(t)) continue;
        pending.add(t);
        any = true;
      }
      if (any) await send();
    },
    async close() {
      closed = true;
      live = false;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
