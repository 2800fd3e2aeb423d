import { resourceKeys } from './client.ts';

/**
 * One query-key factory per resource, every one here so a mutation can name what it changed:
 * `client.invalidateQueries({ queryKey: notificationKeys.all })` refreshes every query of that
 * resource, whichever screen holds it. One line per resource.
 */

/** The signed-in user: `me` and `my_permissions`, loaded together. */
export const sessionKeys = resourceKeys('session');
export const notificationKeys = resourceKeys('notifications');
export const systemStatusKeys = resourceKeys('system-status');
/** The company's users. */
export const userKeys = resourceKeys('users');
/** The company's roles and the permissions a role may hold. */
export const roleKeys = resourceKeys('roles');
export const invitationKeys = resourceKeys('invitations');
/** The caller's linked single sign-on identities. */
export const ssoIdentityKeys = resourceKeys('sso-identities');
/** The single sign-on providers a company offers on its sign-in screen. */
export const supportedSsoKeys = resourceKeys('supported-sso');
/** The caller's own API keys. */
export const apiKeyKeys = resourceKeys('api-keys');
/** The company's sensors, and everything read per sensor (details, counts, logs, comparison). */
export const deviceKeys = resourceKeys('devices');
/** Experimental processing runs (task progress). */
export const processingKeys = resourceKeys('processing');
/** Stored rows and processed travel times (records, radar, logs, device_process, device_average). */
export const dataKeys = resourceKeys('data');
/** The company's links with their current values (lists, map, terminal, dashboard list). */
export const linkKeys = resourceKeys('links');
/** The company's routes with their current values. */
export const routeKeys = resourceKeys('routes');
/** Variable message signs, what they show and their message logs. */
export const signKeys = resourceKeys('signs');
/** Known devices (tags), their sightings and trips. */
export const tagKeys = resourceKeys('tags');
/** Junctions and their turn ratios and level of service. */
export const junctionKeys = resourceKeys('junctions');
/** The map's settings from the server (basemap style). */
export const mapConfigKeys = resourceKeys('map-config');
/** Sensors that need a look (the alerts dashboard). */
export const deviceHealthKeys = resourceKeys('device-health');
export const roadAnalyticsKeys = resourceKeys('road-analytics');
/** The caller's share links (Traffic Stats' share dialog). */
export const shareKeys = resourceKeys('shares');
/** The company's settings (the settings page; the profile carries the parts every screen uses). */
export const companyKeys = resourceKeys('company');
/** Alert rules, their states and history (the rules page and every object's alerts tab). */
export const alertKeys = resourceKeys('alerts');
/** Alert actions (e-mail, webhooks) and their delivery logs. */
export const actionKeys = resourceKeys('actions');
/** Insight analyses (travel-time distributions and reliability over links and routes). */
export const insightKeys = resourceKeys('insight');
/** The route monitoring map: routes with current values and their histories. */
export const routeMonitoringKeys = resourceKeys('route-monitoring');
/** Reports, their runs (progress, files) and the objects and recipients a report may name. */
export const reportKeys = resourceKeys('reports');
/** Grids (zones on the map or groups of sensors), their zone health and O/D matrices. */
export const gridKeys = resourceKeys('grids');
/** Port activities (known trucks' terminal visits) and the terminal's hourly figures. */
export const activityKeys = resourceKeys('activities');
