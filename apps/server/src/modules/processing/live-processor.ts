import type { FastifyInstance } from 'fastify';
import type { LinkLive } from '@roadlens/contract/events';
import { findLink } from '../links/links.queries.ts';
import { deleteLiveBacklog, linksOfDevices, liveBacklog, type LinkRow } from './processing.queries.ts';
import { mergeRanges, processLinkRanges, type Range } from './link-processing.ts';

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
  /** Queues the links of these devices for processing (called after an ingest batch commits). */
  enqueue(job: Job): void;
  /** Resolves when everything queued so far is processed (tests, shutdown). */
  idle(): Promise<void>;
  /** Queues the backlog a previous process left (server start); resolves once queued, not processed. */
  recover(): Promise<number>;
}

const processors = new WeakMap<FastifyInstance, LiveProcessor>();
/** Failed batch ranges kept per link (newest last), so a link failing for good cannot grow the list without end. */
const MAX_RETRY_RANGES = 100;

/**
 * In-process live processing: one worker per server so batches of the same link never race,
 * running right after the commit that acknowledged the batch (no queue round-trip: the aim is a
 * detection on the map within seconds). Batches that queued up while the worker was busy are
 * taken together: each link is processed once for all of them. A link that fails is logged and
 * its batch ranges go along with the link's next batch. The queue is also on disk: each batch's
 * `live_backlog` row (committed with its detections) is deleted only when all its links are done,
 * and `recover()` queues whatever a process that died left there.
 */
export function liveProcessor(app: FastifyInstance): LiveProcessor {
  let p = processors.get(app);
  if (p) return p;
  let pending: Job[] = [];
  let running: Promise<void> | null = null;
  const retry = new Map<number, Owed>();
  const kick = () => {
    if (running) return;
    running = (async () => {
      await Promise.resolve(); // batches enqueued in the same tick are taken together
      while (pending.length > 0) {
        const jobs = pending;
        pending = [];
        try {
          await run(app, jobs, retry);
        } catch (err) {
          app.log.error({ err }, 'live processing failed');
        }
      }
      running = null; // in the same tick as the last emptiness check: an enqueue after it starts a new worker
    })();
  };
  p = {
    enqueue(job) {
      pending.push(job);
      kick();
    },
    async idle() {
      while (running) await running;
    },
    async recover() {
      const rows = await liveBacklog(app.db);
      for (const r of rows) {
        pending.push({ companyId: r.company_id, deviceIds: r.device_ids, from: r.from_s, to: r.to_s, backlogIds: [r.id] });
      }
      if (rows.length) kick();
      return rows.length;
    },
  };
  const self = p;
  processors.set(app, p);
  app.addHook('onClose', () => self.idle());
  return p;
}

async function run(app: FastifyInstance, jobs: Job[], retry: Map<number, Owed>): Promise<void> {
  const byCompany = new Map<number, Job[]>();
  for (const j of jobs) byCompany.set(j.companyId, [...(byCompany.get(j.companyId) ?? []), j]);
  for (const [companyId, list] of byCompany) {
    // Rows this step may finish: its batches' and those a failed link of an earlier step held.
    const done = new Set(list.flatMap((j) => j.backlogIds ?? []));
    const links = await linksOfDevices(app.db, [...new Set(list.flatMap((j) => j.deviceIds))]);
    const updated: number[] = [];
    for (const link of links) {
      const owed = retry.get(link.id);
      const mine = list.filter((j) => touches(j, link));
      const ranges = mergeRanges([...(owed?.ranges ?? []), ...mine.map((j): Range => [j.from, j.to])]);
      let intervals;
      try {
        intervals = await app.db.transaction((tx) => processLinkRanges(tx, link, ranges));
        retry.delete(link.id);
        for (const id of owed?.backlogIds ?? []) done.add(id);
      } catch (err) {
        app.log.error({ err, linkId: link.id }, 'live processing of a link failed; retried with its next batch');
        retry.set(link.id, {
          ranges: ranges.slice(-MAX_RETRY_RANGES),
          backlogIds: [...new Set([...(owed?.backlogIds ?? []), ...mine.flatMap((j) => j.backlogIds ?? [])])].slice(-MAX_RETRY_RANGES),
        });
        continue;
      }
      if (intervals.length > 0) updated.push(link.id);
    }
    // The values are stored either way; a failed announcement only leaves screens to their next poll.
    await publishTraffic(app, companyId, updated).catch((err) => app.log.error({ err }, 'publishing live traffic failed'));
    // A row another link still owes stays (redone at the next start if that link never succeeds). A crash
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
  for (const id of linkIds) {
    const link = await findLink(app.db, companyId, id);
    if (link?.current) links.push({ link_id: link.id, ...link.current });
  }
  if (links.length > 0) await app.events.publish({ type: 'traffic', links }, { companyId });
}

const touches = (j: Job, l: LinkRow) => j.deviceIds.includes(l.origin_device_id) || j.deviceIds.includes(l.destination_device_id);
