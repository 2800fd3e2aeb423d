import listActivities, { createAppointmentRoute, decideActivityRoute, getActivityRoute, terminalStatsRoute } from './activity-routes.ts';

export default [listActivities, terminalStatsRoute, getActivityRoute, decideActivityRoute, createAppointmentRoute];
