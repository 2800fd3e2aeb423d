import getHealth from './get-health.ts';

export default [getHealth];
