import listDevices from './list-devices.ts';
import drawnSensors from './drawn-sensors.ts';
import addDevice from './add-device.ts';
import getDevice from './get-device.ts';
import patchDevice from './patch-device.ts';
import updateConfig from './update-config.ts';
import addCommand from './add-command.ts';
import deleteCommand from './delete-command.ts';
import deleteDevice from './delete-device.ts';
import logsDetail from './logs-detail.ts';
import radarDetail from './radardata-detail.ts';
import deviceDetails from './device-details.ts';
import averageDetail, { averageDetailsMultiple } from './average-detail.ts';
import submitPorts from './submit-ports.ts';
import downloadTmc from './download-tmc.ts';
import processingComparison from './processing-comparison.ts';
import detectionCounts from './detection-counts.ts';
import radarCounts from './radar-counts.ts';

export default [
  listDevices,
  drawnSensors,
  addDevice,
  getDevice,
  patchDevice,
  updateConfig,
  addCommand,
  deleteCommand,
  deleteDevice,
  logsDetail,
  radarDetail,
  deviceDetails,
  averageDetail,
  averageDetailsMultiple,
  submitPorts,
  downloadTmc,
  processingComparison,
  detectionCounts,
  radarCounts,
];
