import type { FastifyInstance } from 'fastify';
import { startPeriodic, type Periodic } from '../../lib/periodic.ts';
import { readGrids } from './grid-routes.ts';
import { firstPace, stepTargetMs } from './pace.ts';
import { refreshAllGrids } from './kept-trips.ts';

/** Grids' trips are brought up to date this often… */
export const KEEP_TRIPS_EVERY_MS = 10_000;
/** …and again this soon while a grid still has days to extend back over, or a request asked. */
const AGAIN_MS = 200;

const loops = new WeakMap<FastifyInstance, Periodic>();

/**
 * Keeps every grid's origin/destination trips in the background (kept-trips.ts): started for a new
 * grid or new zones, extended back a day per step, and brought up to date with new detections, so
 * that a matrix request only aggregates them. Without this loop (tests, benchmarks) requests compute
 * the matrix from detections, as they do for a grid whose trips are not ready yet.
 */
export async function startKeptTrips(app: FastifyInstance): Promise<() => Promise<void>> {
  const holder: { loop?: Periodic } = {};
  const targetMs = stepTargetMs(app.db.kind);
  const pace = firstPace(targetMs);
  const loop = startPeriodic({
    everyMs: KEEP_TRIPS_EVERY_MS,
    work: async () => {
      const began = performance.now();
      const more = await refreshAllGrids(
        app.db,
        (companyId) => readGrids(app.db, companyId, null),
        (err, gridId) => app.log.error({ err, gridId }, 'keeping the trips of a grid failed'),
        pace,
        targetMs,
      );
      // At most half the time on the history: the other half leaves the database to everything else.
      if (more) holder.loop?.kickSoon(Math.max(AGAIN_MS, performance.now() - began));
    },
    onError: (err) => app.log.error({ err }, 'keeping grid trips failed'),
  });
  holder.loop = loop;
  loops.set(app, loop);
  return async () => {
    loops.delete(app);
    await loop.stop();
  };
}

/** Asks the loop (when it runs in this process) for a step soon: a request found a grid's trips not ready. */
export const askForKeptTrips = (app: FastifyInstance) => loops.get(app)?.kickSoon(AGAIN_MS);
