import type { FastifyInstance } from 'fastify';
import { LONDON_PROVIDER_NETWORK } from '@roadlens/traffic/simulator/index';
import { liveProcessor } from './live-processor.ts';
import { startNetworkFeed, type NetworkFeedOptions, type NetworkSpec } from './network-feed.ts';
import type { StopFeed } from './feed-loop.ts';

/** Application type of a crowd-sourced analytics company (Here Analytics Co). */
const HERE_ANALYTICS = 2;

/**
 * Here Analytics Co buys segment speeds from a crowd-sourced provider. Ingest takes sensor
 * detections only, so the provider's feed is modelled as its probe points: each provider segment
 * (a link with the provider's code) runs between two of them, and the probes' passes become the
 * segment's 5-minute speeds through ingest and live matching, exactly like a sensor link's.
 */
export const PROVIDER_SPEC: NetworkSpec = {
  def: LONDON_PROVIDER_NETWORK,
  account: { username: 'provider-feed', label: 'Provider' },
  seed: 20261125,
  keyPrefix: 'provider',
  backfillS: 3 * 86400,
  vehiclesPerHourPeak: 3000,
  providerSegments: true,
};

export async function startProviderFeed(app: FastifyInstance, opts: NetworkFeedOptions): Promise<StopFeed> {
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM companies WHERE application_type = $1 ORDER BY id LIMIT 1', [
    HERE_ANALYTICS,
  ]);
  if (!rows[0]) return Object.assign(async () => {}, { backfilled: Promise.resolve() });
  return startNetworkFeed(app, rows[0].id, PROVIDER_SPEC, opts);
}

/** The provider feed runs for Here Analytics Co unless SIMULATOR=off. */
export async function startProviderSimulator(app: FastifyInstance, opts: { freshSeed: boolean }): Promise<() => Promise<void>> {
  if (app.env.SIMULATOR !== 'on') return async () => {};
  const stop = await startProviderFeed(app, opts);
  return async () => {
    await stop();
    await liveProcessor(app).idle();
  };
}
