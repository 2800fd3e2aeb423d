import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic.ts';
import { claimDue, finishAttempt } from './deliveries.queries.ts';
import { attempt, type SendDeps } from './send.ts';

/** Waits after each failed attempt, in seconds; after the last the delivery has failed for good. */
export const BACKOFF_S = [30, 120, 600, 1800, 7200];
export const MAX_ATTEMPTS = BACKOFF_S.length + 1;
const BATCH = 20;
const TICK_MS = 5_000;

/** Sends what is due (or exactly `onlyId`), recording each attempt; answers how many were tried. */
export async function processDeliveries(deps: SendDeps, onlyId?: number): Promise<number> {
  let tried = 0;
  for (;;) {
    const due = await claimDue(deps.db, BATCH, onlyId);
    if (due.length === 0) return tried;
    await Promise.all(
      due.map(async (d) => {
        const r = await attempt(deps, d);
        const retryInS = r.ok || d.attempts >= MAX_ATTEMPTS ? null : BACKOFF_S[d.attempts - 1];
        await finishAttempt(deps.db, d.id, { ...r, retryInS });
      }),
    );
    tried += due.length;
    if (onlyId !== undefined) return tried;
  }
}

const kicks = new WeakMap<FastifyInstance, () => void>();
/** Asks the app's delivery loop to look now (a rule just queued something); no-op when none runs. */
export const kickDeliveries = (app: FastifyInstance) => kicks.get(app)?.();

/**
 * The durable delivery loop: every few seconds, and at once when kicked (a kick during a run
 * brings one more run after it, so what the kick announced is not missed). Answers its stop function.
 */
export async function startDeliveries(app: FastifyInstance): Promise<() => Promise<void>> {
  const loop = startPeriodic({
    everyMs: TICK_MS,
    work: () => processDeliveries({ db: app.db, env: app.env, log: app.log }),
    onError: (err) => app.log.error({ err }, 'action deliveries failed'),
  });
  kicks.set(app, loop.kick);
  return async () => {
    kicks.delete(app);
    await loop.stop();
  };
}
