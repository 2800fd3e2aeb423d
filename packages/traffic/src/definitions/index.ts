// The one home of what Roadlens means by current, free flow, typical, the two delays, confidence
// and sensor status: constants, pure functions, and the SQL that computes the same in queries.
// Browser-safe (no Node modules), so the web imports it as `@roadlens/traffic/definitions`.
export * from './windows.ts';
export * from './current.ts';
export * from './free-flow.ts';
export * from './typical.ts';
export * from './delay.ts';
export * from './confidence.ts';
export * from './sensor-status.ts';
export * from './level-of-service.ts';
export * from './sql.ts';
