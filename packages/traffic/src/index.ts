// Public API of @roadlens/traffic: the pure traffic pipeline shared by live and job processing.
// `fingerprint.ts` and `fingerprint-keyer.ts` use node:crypto, so they are exported here but browser
// code should import the other modules directly (`@roadlens/traffic/intervals`, ...).
export * from './types.ts';
export * from './passes.ts';
export * from './matching.ts';
export * from './filter.ts';
export * from './intervals.ts';
export * from './definitions/index.ts';
export * from './progress.ts';
export * from './metrics.ts';
export * from './fingerprint.ts';
export * from './fingerprint-keyer.ts';
export * from './simulator/index.ts';
