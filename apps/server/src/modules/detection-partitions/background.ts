import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic.ts';
import { companyRetentions } from './retention.queries.ts';
import { ensurePartitions, maintainDetections, type MaintenanceResult } from './maintain.ts';

/** Partitions are made weeks ahead and retention is counted in days: a pass this often is plenty. */
export const MAINTAIN_EVERY_MS = 15 * 60_000;

/** A pass that stopped at its budget goes on after this pause, leaving the database to other work meanwhile. */
const UNFINISHED_AGAIN_MS = 5_000;

const noteworthy = (r: MaintenanceResult) => r.created.length + r.dropped.length + r.postponed.length + r.deleted > 0;

/**
 * Keeps the detections table's partitions and retention in every process of `npm start`: the
 * partitions are made before the other background work starts writing (a fresh install's history
 * included), then a pass runs every MAINTAIN_EVERY_MS. Processes running it together are safe: each
 * partition change happens under an advisory lock, and retention batches take turns.
 */
export async function startDetectionMaintenance(app: FastifyInstance): Promise<() => Promise<void>> {
  try {
    const companies = await companyRetentions(app.db);
    const longest = companies.length ? Math.max(...companies.map((c) => c.days)) : null;
    const first = await ensurePartitions(app.db, Date.now(), longest);
    if (first.created.length || first.postponed.length) app.log.info(first, 'detection partitions');
  } catch (err) {
    app.log.error({ err }, 'detection partitions could not be created; rows go to the default partition meanwhile');
  }
  const loop = startPeriodic({
    everyMs: MAINTAIN_EVERY_MS,
    work: async () => {
      const r = await maintainDetections(app.db);
      if (noteworthy(r)) app.log.info(r, 'detection partitions and retention');
      // A backlog larger than one pass's budget (a retention just shortened) goes on shortly, not a pass later.
      if (r.unfinished) loop.kickSoon(UNFINISHED_AGAIN_MS);
    },
    onError: (err) => app.log.error({ err }, 'detection maintenance failed'),
  });
  return () => loop.stop();
}
