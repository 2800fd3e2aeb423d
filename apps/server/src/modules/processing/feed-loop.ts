import type { FastifyInstance } from 'fastify';

/** A simulated heartbeat as the logs ingest endpoint takes it. */
export const heartbeatRecord = <
  H extends { sensorKey: string; time: number; level: string; message: string; voltage: number; temperature: number },
>(
  h: H,
) => ({ serial: h.sensorKey, timestamp: h.time, level: h.level, message: h.message, voltage: h.voltage, temperature: h.temperature });

/** Stops a feed (an unfinished backfill stops between chunks); `backfilled` settles when the backfill ends. */
export type StopFeed = (() => Promise<void>) & { backfilled: Promise<void> };

/**
 * The life of a simulated feed: a stop flag its backfill checks between chunks, and a tick loop in
 * which ticks never overlap (a slow one, PGlite busy with a backfill, delays the next) and a failed
 * tick is logged and the next one runs as usual.
 */
export function feedLife(app: FastifyInstance, label: string) {
  let stopped = false;
  return {
    stopped: () => stopped,
    run(tick: () => Promise<void>, tickMs: number, backfill: Promise<void>): StopFeed {
      let running: Promise<void> = Promise.resolve();
      const schedule = () => {
        running = running.then(() => (stopped ? undefined : tick())).catch((err) => app.log.error({ err }, `${label}: tick failed`));
      };
      schedule();
      const timer = setInterval(schedule, tickMs);
      timer.unref();
      const stop = async () => {
        stopped = true;
        clearInterval(timer);
        await running;
        await backfill;
      };
      return Object.assign(stop, { backfilled: backfill });
    },
  };
}
