import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { LiveEvent } from '@roadlens/contract/events';

/** Who receives an event: every user of a company, or one user. */
export type Audience = { companyId: number } | { userId: number };

/** An event on its way to the browsers of its audience. */
export interface Delivery {
  to: Audience;
  event: LiveEvent;
}

/**
 * The one way the server publishes a live event (the union of the contract's `events`): every
 * publisher calls publish(event, to) and the event stream route is the one subscriber.
 */
export interface EventBus {
  publish(event: LiveEvent, to: Audience): Promise<void>;
  subscribe(listener: (delivery: Delivery) => void): () => void;
  close(): Promise<void>;
}

/** Whether a delivery is for this signed-in user. */
export const reaches = (to: Audience, user: { id: number; companyId: number }) =>
  'userId' in to ? to.userId === user.id : to.companyId === user.companyId;

const CHANNEL = 'roadlens_events';
/** NOTIFY payloads must stay under 8000 bytes; this leaves room for the audience. */
const MAX_PAYLOAD_BYTES = 7500;

/** A traffic event too large for one NOTIFY is split into events with fewer links; each still carries whole links. */
export function withinNotifyLimit(event: LiveEvent): LiveEvent[] {
  if (Buffer.byteLength(JSON.stringify(event)) <= MAX_PAYLOAD_BYTES || event.type !== 'traffic' || event.links.length < 2) return [event];
  const half = Math.ceil(event.links.length / 2);
  return [
    ...withinNotifyLimit({ type: 'traffic', links: event.links.slice(0, half) }),
    ...withinNotifyLimit({ type: 'traffic', links: event.links.slice(half) }),
  ];
}

/** One process (PGlite): events stay in memory. */
export function localBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event, to) {
      emitter.emit('event', { to, event } satisfies Delivery);
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
        const d = JSON.parse(msg.payload) as Delivery;
        void local.publish(d.event, d.to);
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
    async publish(event, to) {
      for (const part of withinNotifyLimit(event)) {
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ to, event: part } satisfies Delivery)]);
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      await local.close();
    },
  };
}
