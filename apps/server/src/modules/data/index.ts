import listRecords from './list-records.ts';
import recordsDetail from './records-detail.ts';
import countList from './count-list.ts';
import listRadar from './list-radar.ts';
import listLogs from './list-logs.ts';
import logsStatus from './logs-status.ts';
import listDeviceProcess from './list-device-process.ts';
import deviceAverage, { deviceAverageListPost } from './device-average.ts';
import clearRows from './clear-rows.ts';
import averageDetailsMultiple from './average-details-multiple.ts';

export default [
  listRecords,
  recordsDetail,
  countList,
  listRadar,
  listLogs,
  logsStatus,
  listDeviceProcess,
  deviceAverage,
  deviceAverageListPost,
  clearRows,
  averageDetailsMultiple,
];
