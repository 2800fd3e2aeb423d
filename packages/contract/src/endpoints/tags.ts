import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { Tag, TagCreate, TagDetail, TagDetailQuery, TagPatch } from '../tags.ts';

const view = { auth: 'user', permission: 'Platform|view_tags' } as const;
const change = { auth: 'user', permission: 'Platform|change_tags' } as const;

/** Known devices (fleet vehicles, trucks) followed by their keyed fingerprint. */
export const tags = {
  list: endpoint({
    method: 'GET',
    path: '/api/tags/',
    summary: "The company's known devices with where and when each was last seen.",
    tags: ['tags'],
    responses: { 200: z.array(Tag) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tags/:id/',
    summary: "A known device's sensors (visits, dwell, last seen) and trips over links in the last `days`.",
    tags: ['tags'],
    params: IdParams,
    query: TagDetailQuery,
    responses: { 200: TagDetail },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tags/',
    summary: 'Adds a known device by MAC address or tag id; the value is keyed as detections are and never stored.',
    tags: ['tags'],
    body: TagCreate,
    responses: { 201: Tag },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/tags/:id/',
    summary: 'Renames a known device.',
    tags: ['tags'],
    params: IdParams,
    body: TagPatch,
    responses: { 200: Tag },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/tags/:id/',
    summary: 'Forgets a known device (its detections stay).',
    tags: ['tags'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
};
