import type { FastifyInstance } from 'fastify';
import { experimentalRunner } from './experimental-runner.ts';
import { startSimulatedFeed } from './simulated-feed.ts';
import { liveProcessor } from './live-processor.ts';

/**
 * Processing a previous process left resumes at start: its experimental tasks, and the live work of
 * batches it acknowledged but did not process (the `live_backlog` rows), which the live worker then
 * keeps polling for.
 */
export async function startExperimentalJobs(app: FastifyInstance): Promise<() => Promise<void>> {
  const runner = experimentalRunner(app);
  await runner.recover();
  runner.kick();
  const live = liveProcessor(app);
  const queued = await live.recover();
  if (queued > 0) app.log.info({ batches: queued }, 'live processing resumes the batches a previous process left');
  // Batches other processes on the database left: theirs that died (once the claim runs out), or that waited while they were busy.
  const stopPoll = live.poll();
  return async () => {
    stopPoll();
    await runner.idle();
    await live.idle();
  };
}

/** The simulated city feeds Demo City unless SIMULATOR=off (no backfill, no live batches, no heartbeats). */
export async function startSimulator(app: FastifyInstance, opts: { freshSeed: boolean }): Promise<() => Promise<void>> {
  if (app.env.SIMULATOR !== 'on') return async () => {};
  const stop = await startSimulatedFeed(app, opts);
  return async () => {
    await stop();
    await liveProcessor(app).idle();
  };
}
