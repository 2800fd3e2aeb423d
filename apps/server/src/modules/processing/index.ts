import processDevice from './process-device.ts';
import taskStatus from './task-status.ts';
import revokeTask from './revoke-task.ts';
import writeExpToLive from './write-exp-to-live.ts';

export default [processDevice, taskStatus, revokeTask, writeExpToLive];
