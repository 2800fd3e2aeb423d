import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { Sign, SignCreate, SignCurrent, SignHistory, SignHistoryQuery, SignOverrideBody, SignPatch } from '../signs.ts';

const view = { auth: 'user', permission: 'Platform|view_signs' } as const;
const change = { auth: 'user', permission: 'Platform|change_signs' } as const;

/** Variable message signs: travel-time text per line from the company's routes, with safety rails. */
export const signs = {
  list: endpoint({
    method: 'GET',
    path: '/api/signs/',
    summary: "The company's signs with what each shows now.",
    tags: ['signs'],
    responses: { 200: z.array(Sign) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/signs/:id/',
    summary: 'One sign with what it shows now.',
    tags: ['signs'],
    params: IdParams,
    responses: { 200: Sign },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/signs/',
    summary: 'A sign: position, routes (with speed limits), a template per line, rounding and rails.',
    tags: ['signs'],
    body: SignCreate,
    responses: { 201: Sign },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/signs/:id/',
    summary: 'Changes a sign; routes and lines are sent together.',
    tags: ['signs'],
    params: IdParams,
    body: SignPatch,
    responses: { 200: Sign },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/signs/:id/',
    summary: 'Deletes a sign and its message log.',
    tags: ['signs'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  setOverride: endpoint({
    method: 'PUT',
    path: '/api/signs/:id/override/',
    summary: 'An operator message shown instead of the travel times until `expires_at` (required).',
    tags: ['signs'],
    params: IdParams,
    body: SignOverrideBody,
    responses: { 200: Sign },
    access: change,
  }),
  clearOverride: endpoint({
    method: 'DELETE',
    path: '/api/signs/:id/override/',
    summary: 'Ends the operator message now.',
    tags: ['signs'],
    params: IdParams,
    responses: { 200: Sign },
    access: change,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/signs/:id/history/',
    summary: 'The message log of the last hours: every change of the text with its reason.',
    tags: ['signs'],
    params: IdParams,
    query: SignHistoryQuery,
    responses: { 200: SignHistory },
    access: view,
  }),
  current: endpoint({
    method: 'GET',
    path: '/api/signs/:id/current/',
    summary: 'What the sign shows now: the lines a sign controller displays.',
    description: 'Sign controllers poll this with an API key of scope `read`. Pull again at `override_expires_at` at the latest.',
    tags: ['signs'],
    params: IdParams,
    responses: { 200: SignCurrent },
    access: { auth: 'user', permission: 'Platform|view_signs', scope: 'read' },
  }),
};
