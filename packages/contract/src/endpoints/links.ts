import { z } from 'zod';
import { page, IdParams } from '../common.ts';
import {
  IntervalRow,
  IntervalsQuery,
  TypicalPoint,
  TypicalQuery,
  Link,
  LinkCreate,
  LinkListQuery,
  LinkPatch,
  LinkSparkline,
  LinkSparklineQuery,
} from '../links.ts';
import { LinkValuesAt, LinkValuesAtQuery, MapConfig, MapLinks } from '../live-map.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Platform|view_links', scope: 'read' } as const;
const change = { auth: 'user', permission: 'Platform|change_links' } as const;

/** Links (origin → destination sensor, or a provider segment) with their current values. */
export const links = {
  list: endpoint({
    method: 'GET',
    path: '/api/map/links/',
    summary: 'Links with their current values (latest interval, typical, free flow, delay), searched and sorted.',
    tags: ['links'],
    query: LinkListQuery,
    responses: { 200: page(Link) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/map/links/:id/',
    summary: 'One link with its current values.',
    tags: ['links'],
    params: IdParams,
    responses: { 200: Link },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/map/links/',
    summary: "A link between two of the company's devices, or over a provider segment.",
    tags: ['links'],
    body: LinkCreate,
    responses: { 201: Link },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/map/links/:id/',
    summary: 'Changed filter parameters apply to batches from now on (and to experimental runs).',
    tags: ['links'],
    params: IdParams,
    body: LinkPatch,
    responses: { 200: Link },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/map/links/:id/',
    summary: 'Deletes the link; its matches and intervals go with it.',
    tags: ['links'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  intervals: endpoint({
    method: 'GET',
    path: '/api/map/links/:id/intervals/',
    summary: 'The 5-minute rows of a period, for charts (at most 20000).',
    tags: ['links'],
    params: IdParams,
    query: IntervalsQuery,
    responses: { 200: z.array(IntervalRow) },
    access: view,
  }),
  typical: endpoint({
    method: 'GET',
    path: '/api/map/links/:id/typical/',
    summary: "The link's typical travel time for each 5-minute slot of a period (its time of the week), with the usual spread.",
    tags: ['links'],
    params: IdParams,
    query: TypicalQuery,
    responses: { 200: z.array(TypicalPoint) },
    access: view,
  }),
  sparklines: endpoint({
    method: 'GET',
    path: '/api/map/links/sparklines/',
    summary: "The dashboard list's links: current values and recent trend, sorted and paged on the server.",
    tags: ['links'],
    query: LinkSparklineQuery,
    responses: { 200: page(LinkSparkline) },
    access: { auth: 'user', permission: 'Platform|view_map', scope: 'read' },
  }),
  drawn: endpoint({
    method: 'GET',
    path: '/api/map/links/drawn/',
    summary: 'Every link as the live map draws it: id, name, current speed and its line as an encoded polyline, all in one answer.',
    tags: ['links'],
    responses: { 200: MapLinks },
    access: view,
  }),
  valuesAt: endpoint({
    method: 'GET',
    path: '/api/map/links/values_at/',
    summary: "Every link's live interval at a past moment, for the map's replay; links without one are left out.",
    tags: ['links'],
    query: LinkValuesAtQuery,
    responses: { 200: LinkValuesAt },
    access: { auth: 'user', permission: 'Platform|view_map', scope: 'read' },
  }),
  mapConfig: endpoint({
    method: 'GET',
    path: '/api/map/map_config/',
    summary: 'The basemap style (null: the offline background) and the old UI address (null: not installed).',
    tags: ['links'],
    responses: { 200: MapConfig },
    access: { auth: 'user', scope: 'read' },
  }),
};
