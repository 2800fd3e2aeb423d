import getSystemStatus from './get-system-status.ts';

export default [getSystemStatus];
