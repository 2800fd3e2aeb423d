import type { FastifyInstance } from 'fastify';
import health from './health/index.ts';
import events from './events/index.ts';
import auth from './auth/index.ts';
import users from './users/index.ts';
import invitations from './invitations/index.ts';
import sso from './sso/index.ts';
import notifications from './notifications/index.ts';
import ingest from './ingest/index.ts';
import devices from './devices/index.ts';
import processing from './processing/index.ts';
import data from './data/index.ts';
import links from './links/index.ts';
import routes from './routes/index.ts';
import alerts from './alerts/index.ts';
import systemStatus from './system-status/index.ts';
import roadAnalytics from './road-analytics/index.ts';
import alertRules from './alert-rules/index.ts';
import actions from './actions/index.ts';
import companySettings from './company-settings/index.ts';
import signs from './signs/index.ts';
import tags from './tags/index.ts';
import activities from './activities/index.ts';
import insight from './insight/index.ts';
import routeMonitoring from './route-monitoring/index.ts';
import shares from './shares/index.ts';
import junctions from './junctions/index.ts';
import reports from './reports/index.ts';
import grids from './grids/index.ts';

/** Every API operation, one registrar per file, grouped by module. Remove a module by removing its line. */
export const modules: Array<Array<(app: FastifyInstance) => void>> = [
  health,
  events,
  auth,
  users,
  invitations,
  sso,
  notifications,
  ingest,
  devices,
  processing,
  data,
  links,
  routes,
  alerts,
  systemStatus,
  roadAnalytics,
  companySettings,
  alertRules,
  actions,
  insight,
  routeMonitoring,
  shares,
  signs,
  tags,
  activities,
  junctions,
  reports,
  grids,
];
