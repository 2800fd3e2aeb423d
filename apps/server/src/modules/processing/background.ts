import type { FastifyInstance } from 'fastify';
import { experimentalRunner } from './experimental-runner.ts';
import { startSimulatedFeed } from './simulated-feed.ts';
import { liveProcessor } from './live-processor.ts';

/** Experimental jobs left by a previous process resume at start. */
export async function startExperimentalJobs(app: FastifyInstance): Promise<() => Promise<void>> {
  const runner = experimentalRunner(app);
  await runner.recover();
  runner.kick();
  return () => runner.idle();
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
