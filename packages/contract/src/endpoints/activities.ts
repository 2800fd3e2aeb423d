import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  Activity,
  ActivityDecision,
  ActivityListQuery,
  Appointment,
  AppointmentCreate,
  TerminalStats,
  TerminalStatsQuery,
} from '../activities.ts';

const view = { auth: 'user', permission: 'Platform|view_activities' } as const;
const change = { auth: 'user', permission: 'Platform|change_activities' } as const;

/** Port activities: known trucks' terminal visits, their appointments and the operator's decision. */
export const activities = {
  list: endpoint({
    method: 'GET',
    path: '/api/activities/',
    summary: 'The port activities whose truck passed the gate in the last `hours`, newest first (at most 500).',
    tags: ['activities'],
    query: ActivityListQuery,
    responses: { 200: z.array(Activity) },
    access: view,
  }),
  terminalStats: endpoint({
    method: 'GET',
    path: '/api/activities/terminal-stats/',
    summary: "Per hour over the last `hours`: every truck's gate wait, and the known trucks' turn times against their appointment windows.",
    tags: ['activities'],
    query: TerminalStatsQuery,
    responses: { 200: TerminalStats },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/activities/:id/',
    summary: 'One port activity with its appointment, gate and yard times and decision.',
    tags: ['activities'],
    params: IdParams,
    responses: { 200: Activity },
    access: view,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/activities/:id/decision/',
    summary: 'Approves or rejects a pending activity, with an optional comment; a decided activity answers 400 on `status`.',
    tags: ['activities'],
    params: IdParams,
    body: ActivityDecision,
    responses: { 200: Activity },
    access: change,
  }),
  createAppointment: endpoint({
    method: 'POST',
    path: '/api/activities/appointments/',
    summary: "Books a known truck's slot (rendezvous number and window), as a terminal appointment system sends it.",
    tags: ['activities'],
    body: AppointmentCreate,
    responses: { 201: Appointment },
    access: change,
  }),
};
