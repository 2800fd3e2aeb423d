// The simulated city (Istanbul): pure and deterministic in its seed, used by the server to backfill
// history and to feed live batches through the real ingest API.
export * from './city.ts';
export * from './traffic-model.ts';
export * from './vehicles.ts';
export * from './generate.ts';
export * from './radar.ts';
export * from './health.ts';
export { Rng, hash32 } from './random.ts';
export { localTime } from './local-time.ts';
export * from './terminal.ts';
export * from './terminal-visits.ts';
export * from './small-network.ts';
