import type { FastifyInstance } from 'fastify';
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
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  const run = () => {
    if (queued || stopped) return;
    queued = true;
    running = running
      .then(async () => {
        queued = false;
        if (stopped) return;
        const r = await evaluateAll({ db: app.db, events: app.events, env: app.env });
        if (r.deliveries > 0) kickDeliveries(app);
      })
      .catch((err) => app.log.error({ err }, 'alert evaluation failed'));
  };
  let soon: NodeJS.Timeout | null = null;
  const unsubscribe = app.events.subscribe(({ event }) => {
    if (event.type !== 'traffic' || soon) return;
    soon = setTimeout(() => {
      soon = null;
      run();
    }, AFTER_TRAFFIC_MS);
  });
  const timer = setInterval(run, EVAL_EVERY_MS);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    unsubscribe();
    await running;
  };
}
