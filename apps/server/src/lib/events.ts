import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * A live event for browsers: notifications now, traffic values later. It reaches the users of
 * `companyId`, or only `userId` when set.
 */
export interface LiveEvent {
  type: string;
  companyId?: number;
  userId?: number;
  data: unknown;
}

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'roadlens_events';

/** One process (PGlite): events stay in memory. */
export function localBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Many processes on one PostgreSQL: every publish goes through NOTIFY and every process
 * (this one included) delivers it from its LISTEN connection, so all browsers see it.
 */
export async function postgresBus(url: string, pool: pg.Pool): Promise<EventBus> {
  const local = localBus();
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        void local.publish(JSON.parse(msg.payload) as LiveEvent);
      } catch {
        /* a malformed payload is dropped */
      }
    });
    c.on('error', () => {
      client = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  await connect();
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      await local.close();
    },
  };
}
