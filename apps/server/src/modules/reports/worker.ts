import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic.ts';
import { announceFailed, type ReportDeps } from './deliver.ts';
import { processRun } from './generate.ts';
import { claimRun, deleteExpiredRuns, failAbandoned, lockDueReports, setNextRun } from './jobs.queries.ts';
import { insertRun, type RunSpec } from './runs.queries.ts';
import type { ReportRow } from './reports.queries.ts';
import { nextRunAt, resolvePeriod } from './schedule.ts';

const TICK_MS = 10_000;
/** Old runs are looked for this often: retention is counted in days. */
const CLEANUP_MS = 10 * 60_000;
const DUE_BATCH = 20;

/** The report as a run keeps it. */
export const specOf = (r: ReportRow): RunSpec => ({
  name: r.name,
  source: r.source,
  objects: r.objects,
  metrics: r.metrics,
  charts: r.charts,
  formats: r.formats,
  recipients: r.recipients,
  email: r.email,
  owner_id: r.owner_id,
});

/**
 * Queues a run for every report whose scheduled moment has come and moves it to its next moment.
 * A server that was down for a while queues one run for the latest missed moment, not one per
 * moment missed. Answers how many runs were queued.
 */
export async function scheduleDue(deps: Pick<ReportDeps, 'db'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let queued = 0;
    for (const r of await lockDueReports(tx, DUE_BATCH)) {
      const id = await insertRun(tx, {
        reportId: r.id,
        companyId: r.company_id,
        trigger: 'schedule',
        scheduledFor: r.due_at,
        spec: specOf(r),
        period: resolvePeriod(r.period, r.zone, r.due_at),
        timeZone: r.zone,
      });
      if (id !== null) queued++;
      const after = new Date(Math.max(r.due_at.getTime(), now.getTime()));
      await setNextRun(tx, r.id, r.schedule ? nextRunAt(r.schedule, r.zone, after) : null);
    }
    return queued;
  });
}

/** Renders queued runs (and runs whose process died) until none is left; answers how many were taken. */
export async function workOnce(deps: ReportDeps): Promise<number> {
  for (const r of await failAbandoned(deps.db)) await announceFailed(deps, r, 'The report could not be generated.');
  let taken = 0;
  for (let run = await claimRun(deps.db); run; run = await claimRun(deps.db)) {
    taken++;
    await processRun(deps, run);
  }
  return taken;
}

const kicks = new WeakMap<FastifyInstance, () => void>();
/** Asks this process's report worker to look now (a run was just queued); no-op when none runs. */
export const kickReports = (app: FastifyInstance) => kicks.get(app)?.();

/**
 * The report worker of `npm start`: queues scheduled runs, renders queued ones and removes runs
 * past their company's retention. Every process may run it; claims keep each run to one.
 */
export async function startReports(app: FastifyInstance): Promise<() => Promise<void>> {
  const deps: ReportDeps = { db: app.db, events: app.events, env: app.env, log: app.log };
  let lastCleanup = 0;
  const loop = startPeriodic({
    everyMs: TICK_MS,
    work: async () => {
      await scheduleDue(deps);
      await workOnce(deps);
      if (Date.now() - lastCleanup >= CLEANUP_MS) {
        lastCleanup = Date.now();
        await deleteExpiredRuns(deps.db);
      }
    },
    onError: (err) => app.log.error({ err }, 'report worker failed'),
  });
  kicks.set(app, loop.kick);
  return async () => {
    kicks.delete(app);
    await loop.stop();
  };
}
