import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic.ts';
import { detectActivities } from './detect.ts';

/** Activities are looked for this often whatever arrives… */
export const DETECT_EVERY_MS = 15_000;
/** …and this soon after live processing announces new matches (a burst of batches is taken once). */
const AFTER_TRAFFIC_MS = 1_000;

/**
 * Turns known trucks' terminal visits into activities in the background: on a timer and after each
 * `traffic` event. Runs never overlap in one process; across processes the unique visit key does it.
 */
export async function startActivityDetection(app: FastifyInstance): Promise<() => Promise<void>> {
  const loop = startPeriodic({
    everyMs: DETECT_EVERY_MS,
    work: async () => {
      const n = await detectActivities(app);
      if (n > 0) app.log.info({ activities: n }, 'new port activities');
    },
    onError: (err) => app.log.error({ err }, 'activity detection failed'),
  });
  const unsubscribe = app.events.subscribe(({ event }) => {
    if (event.type === 'traffic') loop.kickSoon(AFTER_TRAFFIC_MS);
  });
  return async () => {
    unsubscribe();
    await loop.stop();
  };
}
