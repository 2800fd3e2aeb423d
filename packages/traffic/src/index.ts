// Public API of @roadlens/traffic: the pure traffic pipeline shared by live and job processing.
// `fingerprint.ts` uses node:crypto, so it is exported here but browser code should import the
// other modules directly (`@roadlens/traffic/intervals`, ...).
export * from './types.ts';
export * from './passes.ts';
export * from './matching.ts';
export * from './filter.ts';
export * from './intervals.ts';
export * from './definitions/index.ts';
export * from './progress.ts';
export * from './metrics.ts';
export * from './fingerprint.ts';
export * from './simulator/index.ts';
