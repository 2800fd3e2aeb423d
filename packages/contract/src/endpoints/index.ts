import type { Endpoint } from '../endpoint.ts';
import { activities } from './activities.ts';
import { actions } from './actions.ts';
import { alertRules } from './alert-rules.ts';
import { alerts } from './alerts.ts';
import { apiKeys } from './api-keys.ts';
import { auth } from './auth.ts';
import { company } from './company.ts';
import { data } from './data.ts';
import { devices } from './devices.ts';
import { events } from './events.ts';
import { grids } from './grids.ts';
import { health } from './health.ts';
import { ingest } from './ingest.ts';
import { junctions } from './junctions.ts';
import { insight } from './insight.ts';
import { invitations } from './invitations.ts';
import { links } from './links.ts';
import { loginAudit } from './login-audit.ts';
import { notifications } from './notifications.ts';
import { processing } from './processing.ts';
import { reports } from './reports.ts';
import { roadAnalytics } from './road-analytics.ts';
import { routeMonitoring } from './route-monitoring.ts';
import { routes } from './routes.ts';
import { shares } from './shares.ts';
import { signs } from './signs.ts';
import { sso } from './sso.ts';
import { ssoProviders } from './sso-providers.ts';
import { systemStatus } from './system-status.ts';
import { tags } from './tags.ts';
import { users } from './users.ts';

/**
 * Every area's table: the whole API. The server registers exactly these routes (a test holds it
 * to that), and the API description lists every entry not hidden.
 */
export const tables = {
  activities,
  actions,
  alertRules,
  alerts,
  apiKeys,
  auth,
  company,
  data,
  devices,
  events,
  grids,
  health,
  ingest,
  insight,
  junctions,
  invitations,
  links,
  loginAudit,
  notifications,
  processing,
  reports,
  roadAnalytics,
  routeMonitoring,
  routes,
  shares,
  signs,
  sso,
  ssoProviders,
  systemStatus,
  tags,
  users,
} satisfies Record<string, Record<string, Endpoint>>;

export interface TableEntry {
  /** `area.operation`, e.g. `devices.list`. */
  id: string;
  area: string;
  name: string;
  endpoint: Endpoint;
}

/** The table as one flat list, in area order. */
export const allEndpoints: readonly TableEntry[] = Object.entries(tables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({ id: `${area}.${name}`, area, name, endpoint })),
);
