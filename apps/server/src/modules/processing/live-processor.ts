import type { FastifyInstance } from 'fastify';
import type { LinkLive } from '@roadlens/contract/events';
import { findLinks } from '../links/links.queries.ts';
import { linksOfDevices, type LinkRow } from './processing.queries.ts';
import { claimableLiveBacklog, claimLiveBacklog, deleteLiveBacklog, releaseLiveClaims } from './live-backlog.queries.ts';
import { mergeRanges, processLinkRanges, type Range } from './link-processing.ts';
import { processLinksLive, type LinkWork } from './live-step.ts';

interface Job {
  companyId: number;
  deviceIds: number[];
  from: number;
  to: number;
  /** The batches' `live_backlog` rows, deleted once every link they touch is processed. */
  backlogIds?: number[];
}

/** What a failed link still owes: its batch ranges and the backlog rows that must stay until they are done. */
interface Owed {
  ranges: Range[];
  backlogIds: number[];
}

export interface LiveProcessor {
  /**
   * After an ingest batch commits: a job with backlog rows only wakes the worker (the rows are the
   * queue, claimed from the table); one without (detections written another way) is queued in memory.
   */
  enqueue(job: Job): void;
  /** Resolves when everything queued so far is processed (tests, shutdown). */
  idle(): Promise<void>;
  /** Claims and processes whatever nobody holds now (server start, the poll); resolves with that count, before processing. */
  recover(): Promise<number>;
  /** Polls the backlog every `ms` for batches of other processes (theirs that died, or that they left while busy). */
  poll(ms?: number): () => void;
}

const processors = new WeakMap<FastifyInstance, LiveProcessor>();
/** Failed batch ranges kept per link (newest last), so a link failing for good cannot grow the list without end. */
const MAX_RETRY_RANGES = 100;
/** Batches claimed at once: bounds a step (its transaction and locks) when a large backlog waits. */
const CLAIM_ROWS = 100;
/** How long a claim holds before another process may take the batch: far above a step's time. */
export const LIVE_LEASE_S = 30;
const POLL_MS = 1000;

/**
 * Live processing, right after the commit that acknowledged a batch (no queue round-trip: the aim is
 * a detection on the map within seconds). The queue is the `live_backlog` table: each batch's row is
 * committed with its detections and deleted once all its links are processed. Every server process on
 * the database runs one worker that claims the oldest unclaimed rows for a lease (SKIP LOCKED, so
 * processes never share a row), processes every link they touch in one step (processLinksLive, one
 * transaction holding the links' advisory locks, so no two processes step a link at once), and deletes
 * them. A process that dies mid-step leaves its claim to run out; whichever process claims next redoes
 * the batch, and matches are stored idempotently, so nothing is lost or doubled. A link that fails is
 * logged and its batch ranges go along with the link's next batch (its rows stay until then, or until
 * their lease runs out and any process redoes them).
 */
export function liveProcessor(app: FastifyInstance): LiveProcessor {
  let p = processors.get(app);
  if (p) return p;
  let pending: Job[] = [];
  let running: Promise<void> | null = null;
  let wanted = false;
  let closing = false;
  const retry = new Map<number, Owed>();
  const drain = async () => {
    for (;;) {
      const jobs = pending;
      pending = [];
      if (!closing) {
        const rows = await claimLiveBacklog(app.db, CLAIM_ROWS, LIVE_LEASE_S);
        for (const r of rows)
          jobs.push({ companyId: r.company_id, deviceIds: r.device_ids, from: r.from_s, to: r.to_s, backlogIds: [r.id] });
      }
      if (jobs.length === 0) return;
      await run(app, jobs, retry);
    }
  };
  const kick = () => {
    wanted = true;
    if (running) return;
    running = (async () => {
      await Promise.resolve(); // batches committed in the same tick are claimed together
      while (wanted) {
        wanted = false;
        try {
          await drain();
        } catch (err) {
          app.log.error({ err }, 'live processing failed');
        }
      }
      running = null; // in the same tick as the last check: a kick after it starts a new worker
    })();
  };
  p = {
    enqueue(job) {
      if (!job.backlogIds?.length) pending.push(job);
      kick();
    },
    async idle() {
      while (running) await running;
    },
    async recover() {
      // A PGlite database is open in one process only: a claim found at its start is a dead run's.
      if (app.db.kind === 'pglite') await releaseLiveClaims(app.db);
      const n = await claimableLiveBacklog(app.db);
      if (n > 0) kick();
      return n;
    },
    poll(ms = POLL_MS) {
      const timer = setInterval(kick, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  const self = p;
  processors.set(app, p);
  app.addHook('onClose', async () => {
    closing = true; // what is still unclaimed is left to the other processes, or to the next start
    await self.idle();
  });
  return p;
}

async function run(app: FastifyInstance, jobs: Job[], retry: Map<number, Owed>): Promise<void> {
  const byCompany = new Map<number, Job[]>();
  for (const j of jobs) byCompany.set(j.companyId, [...(byCompany.get(j.companyId) ?? []), j]);
  for (const [companyId, list] of byCompany) {
    // Rows this step may finish: its batches' and those a failed link of an earlier step held.
    const done = new Set(list.flatMap((j) => j.backlogIds ?? []));
    const links = await linksOfDevices(app.db, [...new Set(list.flatMap((j) => j.deviceIds))]);
    const work = links.map((link): LinkWork & { mine: Job[] } => {
      const mine = list.filter((j) => touches(j, link));
      return { link, mine, ranges: mergeRanges([...(retry.get(link.id)?.ranges ?? []), ...mine.map((j): Range => [j.from, j.to])]) };
    });
    const updated: number[] = [];
    const succeeded = (link: LinkRow) => {
      for (const id of retry.get(link.id)?.backlogIds ?? []) done.add(id);
      retry.delete(link.id);
    };
    try {
      const intervals = await app.db.transaction((tx) => processLinksLive(tx, work));
      for (const w of work) succeeded(w.link);
      updated.push(...[...intervals].filter(([, i]) => i.length > 0).map(([id]) => id));
    } catch (err) {
      // One link's error fails the whole step: the links go again one by one, so only the failing one waits.
      app.log.warn({ err, links: work.length }, 'live step failed; processing its links one by one');
      for (const { link, mine, ranges } of work) {
        try {
          const intervals = await app.db.transaction((tx) => processLinkRanges(tx, link, ranges));
          succeeded(link);
          if (intervals.length > 0) updated.push(link.id);
        } catch (linkErr) {
          app.log.error({ err: linkErr, linkId: link.id }, 'live processing of a link failed; retried with its next batch');
          const owed = retry.get(link.id);
          retry.set(link.id, {
            ranges: ranges.slice(-MAX_RETRY_RANGES),
            backlogIds: [...new Set([...(owed?.backlogIds ?? []), ...mine.flatMap((j) => j.backlogIds ?? [])])].slice(-MAX_RETRY_RANGES),
          });
        }
      }
    }
    // The values are stored either way; a failed announcement only leaves screens to their next poll.
    await publishTraffic(app, companyId, updated).catch((err) => app.log.error({ err }, 'publishing live traffic failed'));
    // A row another link still owes stays (redone once its lease runs out if that link never succeeds). A crash
    // before this delete only means the work is redone: matches are inserted idempotently.
    for (const o of retry.values()) for (const id of o.backlogIds) done.delete(id);
    await deleteLiveBacklog(app.db, companyId, [...done]);
  }
}

/**
 * Announces the links that got new intervals to the company's browsers: one `traffic` event with
 * each link's current values as the link list reads them, so a screen can update every value
 * (travel time, speed, typical, both delays, count, confidence) without asking again.
 */
async function publishTraffic(app: FastifyInstance, companyId: number, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  const links: LinkLive[] = [];
  for (const link of await findLinks(app.db, companyId, linkIds)) if (link.current) links.push({ link_id: link.id, ...link.current });
  if (links.length > 0) await app.events.publish({ type: 'traffic', links }, { companyId });
}

const touches = (j: Job, l: LinkRow) => j.deviceIds.includes(l.origin_device_id) || j.deviceIds.includes(l.destination_device_id);
