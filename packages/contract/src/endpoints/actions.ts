import { z } from 'zod';
import { IdParams, page } from '../common.ts';
import { Action, ActionInput, ActionListQuery, ActionWithSecret, Delivery, DeliveryListQuery } from '../actions.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Platform|view_actions', scope: 'read' } as const;
const change = { auth: 'user', permission: 'Platform|change_actions' } as const;

/** What happens when a rule changes state: e-mail and webhooks, with a log of every delivery. */
export const actions = {
  list: endpoint({
    method: 'GET',
    path: '/api/actions/',
    summary: "The company's actions.",
    tags: ['actions'],
    query: ActionListQuery,
    responses: { 200: page(Action) },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/actions/',
    summary: 'Adds an action; a webhook answers its signing secret once. Private targets are refused unless the operator allows them.',
    tags: ['actions'],
    body: ActionInput,
    responses: { 201: ActionWithSecret },
    access: change,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/actions/:id/',
    summary: 'One action.',
    tags: ['actions'],
    params: IdParams,
    responses: { 200: Action },
    access: view,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/actions/:id/',
    summary: 'Replaces an action (its secret stays).',
    tags: ['actions'],
    params: IdParams,
    body: ActionInput,
    responses: { 200: Action },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/actions/:id/',
    summary: 'Removes an action and its delivery log.',
    tags: ['actions'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/api/actions/:id/rotate_secret/',
    summary: "Replaces a webhook's signing secret and answers the new one once.",
    tags: ['actions'],
    params: IdParams,
    responses: { 200: ActionWithSecret },
    access: change,
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/api/actions/:id/send_test/',
    summary: 'Queues a test delivery and tries it at once; the answer is the delivery with its first attempt.',
    tags: ['actions'],
    params: IdParams,
    responses: { 201: Delivery },
    access: change,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/actions/:id/deliveries/',
    summary: "The action's deliveries, newest first, with each attempt's response code.",
    tags: ['actions'],
    params: IdParams,
    query: DeliveryListQuery,
    responses: { 200: page(Delivery) },
    access: view,
  }),
};
