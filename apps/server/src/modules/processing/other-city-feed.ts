import type { FastifyInstance } from 'fastify';
import { BERLIN_NETWORK } from '@roadlens/traffic/simulator/index';
import { liveProcessor } from './live-processor.ts';
import { startNetworkFeed, type NetworkFeedOptions, type NetworkSpec } from './network-feed.ts';
import type { StopFeed } from './feed-loop.ts';

/**
 * Other City's own sensor network: eleven Bluetooth sensors on three Berlin corridors (the
 * company's map centre and time zone), fed by the same traffic model as Demo City under its own
 * vendor account, so the company's users see a working map, list, sensors and traffic stats.
 */
export const OTHER_CITY_SPEC: NetworkSpec = {
  def: BERLIN_NETWORK,
  account: { username: 'other-simulator', label: 'Other City' },
  seed: 20261126,
  keyPrefix: 'other-city',
  backfillS: 3 * 86400,
  vehiclesPerHourPeak: 3000,
};

export async function startOtherCityFeed(app: FastifyInstance, opts: NetworkFeedOptions): Promise<StopFeed> {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Other City' ORDER BY id LIMIT 1`);
  if (!rows[0]) return Object.assign(async () => {}, { backfilled: Promise.resolve() });
  return startNetworkFeed(app, rows[0].id, OTHER_CITY_SPEC, opts);
}

/** Other City's network is simulated unless SIMULATOR=off. */
export async function startOtherCitySimulator(app: FastifyInstance, opts: { freshSeed: boolean }): Promise<() => Promise<void>> {
  if (app.env.SIMULATOR !== 'on') return async () => {};
  const stop = await startOtherCityFeed(app, opts);
  return async () => {
    await stop();
    await liveProcessor(app).idle();
  };
}
