import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@roadlens/contract/endpoint';
import { route, type EndpointHandler } from './route.ts';

export interface CacheOptions {
  /** Every table the answer is read from, and those whose deletes cascade or set null into them. */
  tables: readonly string[];
  /** Whose answer it is: the caller's company. The request's origin and target are added to it. */
  scope: (req: FastifyRequest) => string | number;
  /**
   * How old an answer may be served: the bound on what the clock alone changes (a current interval
   * aging out of its window), which no write announces.
   */
  maxAgeMs: number;
}

interface Entry {
  /** Encoded once: sending the same bytes again costs no serialising and no UTF-8 encoding. */
  body: Buffer;
  etag: string;
  at: number;
}

const MAX_BYTES = 32 * 1024 * 1024;

/** Whether an If-None-Match header names this entity tag (`*`, a list, weak or strong forms alike). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * A read route whose answers are kept serialised, per scope and request target, while no table it
 * reads from has been written (db/changes.ts: in this process, or another on the same PostgreSQL)
 * and for at most maxAgeMs. Access is decided before the handler runs, as for any route; the
 * answer is built by the handler and the route's own response schema the first time, then sent as
 * stored, with an entity tag: a client that sends it back in If-None-Match gets a 304. Without
 * change tracking on the database, the route is an ordinary one.
 */
export function cachedRoute<E extends Endpoint>(app: FastifyInstance, e: E, opts: CacheOptions, handler: EndpointHandler<E>): void {
  const changes = app.db.changes;
  if (!changes) return route(app, e, handler);
  changes.share(opts.tables);
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let entriesStamp = changes.stamp(opts.tables);
  const computing = new Map<string, { stamp: number; done: Promise<Entry | null> }>();
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const keep = (key: string, entry: Entry, stamp: number) => {
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.body.length;
    }
    // Kept only if no write of those tables came while it was being read: else it may predate one.
    if (!changes.live || changes.stamp(opts.tables) !== stamp || stamp !== entriesStamp || entry.body.length > MAX_BYTES / 4) return;
    while (bytes + entry.body.length > MAX_BYTES && entries.size) {
      const [oldest, gone] = entries.entries().next().value!;
      entries.delete(oldest);
      bytes -= gone.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  };

  route(app, e, async (req, reply) => {
    const stamp = changes.stamp(opts.tables);
    if (stamp !== entriesStamp) {
      clear();
      entriesStamp = stamp;
    }
    const key = `${opts.scope(req)} ${req.publicOrigin}${req.url}`;
    const now = Date.now();
    let entry = changes.live ? entries.get(key) : undefined;
    if (entry && now - entry.at >= opts.maxAgeMs) entry = undefined;
    // Requests that miss together share one computation (else every open connection runs the same
    // query the moment an answer lapses), but only one begun since the last write of its tables.
    const running = entry || !changes.live ? undefined : computing.get(key);
    if (running && running.stamp === stamp) entry = (await running.done) ?? undefined;
    if (!entry) {
      let computed: Entry | null = null;
      let settle: (e: Entry | null) => void = () => undefined;
      const mine = { stamp, done: new Promise<Entry | null>((resolve) => (settle = resolve)) };
      computing.set(key, mine);
      try {
        const payload = await handler(req, reply);
        // The handler answered itself (an error, a redirect): nothing to keep or share.
        if (reply.sent || payload === reply || reply.statusCode !== 200) return payload;
        const body = Buffer.from(reply.serialize(payload) as string);
        computed = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, at: now };
        keep(key, computed, stamp);
      } finally {
        settle(computed);
        if (computing.get(key) === mine) computing.delete(key);
      }
      entry = computed;
    }
    reply.header('etag', entry.etag);
    if (matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
