import type { FastifyInstance } from 'fastify';
import { onTraffic, startPeriodic } from '../../lib/periodic.ts';
import { kickDeliveries } from '../actions/worker.ts';
import { evaluateAll } from './evaluate.ts';

/** Rules are evaluated this often whatever arrives: pending periods, "no data" and sensors going quiet are about time passing. */
export const EVAL_EVERY_MS = 30_000;
/** New intervals are evaluated this soon after live processing announces them (batches arriving together are taken once). */
const AFTER_TRAFFIC_MS = 1_000;

/**
 * Continuous evaluation: on a timer, and shortly after live processing stores new intervals (its
 * `traffic` event, which every server process hears). Evaluations never overlap in one process;
 * across processes the rule locks decide who evaluates (evaluate.ts).
 */
export async function startAlertEvaluation(app: FastifyInstance): Promise<() => Promise<void>> {
  const loop = startPeriodic({
    everyMs: EVAL_EVERY_MS,
    work: async () => {
      const r = await evaluateAll({ db: app.db, events: app.events, env: app.env });
      if (r.deliveries > 0) kickDeliveries(app);
    },
    onError: (err) => app.log.error({ err }, 'alert evaluation failed'),
    wake: { on: onTraffic(app.events), afterMs: AFTER_TRAFFIC_MS },
  });
  return loop.stop;
}
