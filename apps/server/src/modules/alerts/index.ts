import deviceHealth from './device-health.ts';

export default [deviceHealth];
