import type { FastifyInstance } from 'fastify';
import { onTraffic, startPeriodic } from '../../lib/periodic.ts';
import { refreshSign } from './evaluate.ts';
import { allSignKeys } from './signs.queries.ts';

/** Signs are re-evaluated this often whatever arrives: data goes stale and overrides expire as time passes. */
export const SIGN_REFRESH_MS = 30_000;
/** …and this soon after live processing announces new intervals (a burst of batches is taken once). */
const AFTER_TRAFFIC_MS = 1_000;

/** Re-evaluates every sign, logging each change of text. */
export async function refreshAllSigns(app: Pick<FastifyInstance, 'db'>): Promise<void> {
  for (const s of await allSignKeys(app.db)) await refreshSign(app.db, s.company_id, s.id);
}

/** Keeps every sign's text and message log current: on a timer and after each `traffic` event. Runs never overlap. */
export async function startSignRefresh(app: FastifyInstance): Promise<() => Promise<void>> {
  const loop = startPeriodic({
    everyMs: SIGN_REFRESH_MS,
    work: () => refreshAllSigns(app),
    onError: (err) => app.log.error({ err }, 'sign refresh failed'),
    wake: { on: onTraffic(app.events), afterMs: AFTER_TRAFFIC_MS },
  });
  return loop.stop;
}
