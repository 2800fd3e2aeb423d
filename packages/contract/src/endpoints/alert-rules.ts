import { z } from 'zod';
import { IdParams, IdText, page } from '../common.ts';
import {
  AlertEvent,
  AlertEventListQuery,
  AlertExplanation,
  AlertRule,
  AlertRuleInput,
  AlertRuleListQuery,
  AlertStateRow,
  ObjectAlerts,
  ObjectAlertsParams,
} from '../alert-rules.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Platform|view_alerts', scope: 'read' } as const;
const change = { auth: 'user', permission: 'Platform|change_alerts' } as const;
const EventParams = z.object({ id: IdText });

/** Alert rules of the caller's company, their states and the history of every change. */
export const alertRules = {
  list: endpoint({
    method: 'GET',
    path: '/api/alert_rules/',
    summary: "The company's alert rules with how many of their objects are in each state.",
    tags: ['alerts'],
    query: AlertRuleListQuery,
    responses: { 200: page(AlertRule) },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/alert_rules/',
    summary: 'Adds a rule; an unknown object or action, or a condition that does not suit the object, is a 400 naming the field.',
    tags: ['alerts'],
    body: AlertRuleInput,
    responses: { 201: AlertRule },
    access: change,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/alert_rules/:id/',
    summary: 'One rule.',
    tags: ['alerts'],
    params: IdParams,
    responses: { 200: AlertRule },
    access: view,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/alert_rules/:id/',
    summary: 'Replaces a rule; its objects keep their states when the objects stay.',
    tags: ['alerts'],
    params: IdParams,
    body: AlertRuleInput,
    responses: { 200: AlertRule },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/alert_rules/:id/',
    summary: 'Removes a rule with its states and history.',
    tags: ['alerts'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  states: endpoint({
    method: 'GET',
    path: '/api/alert_rules/:id/states/',
    summary: 'The current state of each object the rule watches, alerting first.',
    tags: ['alerts'],
    params: IdParams,
    responses: { 200: z.array(AlertStateRow) },
    access: view,
  }),
  events: endpoint({
    method: 'GET',
    path: '/api/alert_events/',
    summary: 'Every state change of the company’s rules, newest first.',
    tags: ['alerts'],
    query: AlertEventListQuery,
    responses: { 200: page(AlertEvent) },
    access: view,
  }),
  explain: endpoint({
    method: 'GET',
    path: '/api/alert_events/:id/',
    summary: 'One state change explained: its rule, the baseline and values it saw, and the values around it.',
    tags: ['alerts'],
    params: EventParams,
    responses: { 200: AlertExplanation },
    access: view,
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/alert_events/:id/acknowledge/',
    summary: 'Marks an alert as seen by the caller (who and when are kept).',
    tags: ['alerts'],
    params: EventParams,
    responses: { 200: AlertEvent },
    access: change,
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/alert_events/:id/resolve/',
    summary:
      'Closes an alerting state by hand: the object returns to ok (it fires again if the condition still holds after its pending period).',
    tags: ['alerts'],
    params: EventParams,
    responses: { 200: AlertEvent },
    access: change,
  }),
  ofObject: endpoint({
    method: 'GET',
    path: '/api/alerts/:object_type/:object_id/',
    summary: "One link's, route's, sensor's, sign's or tag's alerts: the state under each rule watching it and its latest changes.",
    tags: ['alerts'],
    params: ObjectAlertsParams,
    responses: { 200: ObjectAlerts },
    access: view,
  }),
};
