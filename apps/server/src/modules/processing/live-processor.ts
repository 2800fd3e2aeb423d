import type { FastifyInstance } from 'fastify';
import { linksOfDevices } from './processing.queries.ts';
import { processLinkLive } from './link-processing.ts';

interface Job {
  companyId: number;
  deviceIds: number[];
  from: number;
  to: number;
}

export interface LiveProcessor {
  /** Queues the links of these devices for processing (called after an ingest batch commits). */
  enqueue(job: Job): void;
  /** Resolves when everything queued so far is processed (tests, shutdown). */
  idle(): Promise<void>;
}

const processors = new WeakMap<FastifyInstance, LiveProcessor>();

/**
 * In-process live processing: one chain per server so batches of the same link never race,
 * running right after the commit that acknowledged the batch (no queue round-trip: the aim is a
 * detection on the map within seconds). A failure is logged and the next batch re-reads the window.
 */
export function liveProcessor(app: FastifyInstance): LiveProcessor {
  let p = processors.get(app);
  if (p) return p;
  let chain: Promise<void> = Promise.resolve();
  p = {
    enqueue(job) {
      chain = chain.then(() => run(app, job)).catch((err) => app.log.error({ err }, 'live processing failed'));
    },
    idle: () => chain,
  };
  processors.set(app, p);
  app.addHook('onClose', async () => {
    await chain;
  });
  return p;
}

async function run(app: FastifyInstance, job: Job): Promise<void> {
  const links = await linksOfDevices(app.db, job.deviceIds);
  for (const link of links) {
    const intervals = await app.db.transaction((tx) => processLinkLive(tx, link, job.from, job.to));
    if (intervals.length === 0) continue;
    const latest = intervals[intervals.length - 1];
    await app.events.publish({
      type: 'traffic',
      companyId: job.companyId,
      data: {
        link_id: link.id, mode: 0, start: latest.start, raw_count: latest.rawCount, accepted_count: latest.acceptedCount,
        median_s: latest.medianS, p85_s: latest.p85S, speed_kmh: latest.speedKmh, intervals: intervals.length,
      },
    });
  }
}
