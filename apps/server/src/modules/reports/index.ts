import listReports, {
  createReportRoute,
  deleteReportRoute,
  getReportRoute,
  patchReportRoute,
  reportObjectsRoute,
  reportRecipientsRoute,
} from './report-routes.ts';
import generateReport, { downloadReportRoute, reportRunRoute, reportRunsRoute } from './run-routes.ts';

export default [
  listReports,
  reportObjectsRoute,
  reportRecipientsRoute,
  getReportRoute,
  createReportRoute,
  patchReportRoute,
  deleteReportRoute,
  generateReport,
  reportRunsRoute,
  reportRunRoute,
  downloadReportRoute,
];
