import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { Grid, GridCreate, GridPatch, GridPeriodQuery, GridSummary, OdMatrix, OdQuery } from '../grids.ts';

const view = { auth: 'user', permission: 'Platform|view_grids' } as const;
const change = { auth: 'user', permission: 'Platform|change_grids' } as const;

/** Grids: named sets of zones (outlines on the map or groups of sensors), their health and the trips between them. */
export const grids = {
  list: endpoint({
    method: 'GET',
    path: '/api/grids/',
    summary: "The company's grids with their zones and each zone's sensors.",
    tags: ['grids'],
    responses: { 200: z.array(Grid) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/grids/:id/',
    summary: 'A grid with its zones and each zone’s sensors.',
    tags: ['grids'],
    params: IdParams,
    responses: { 200: Grid },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/grids/',
    summary: 'Adds a grid of zones, each an outline (GeoJSON polygon) or a group of the company’s sensors.',
    tags: ['grids'],
    body: GridCreate,
    responses: { 201: Grid },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/grids/:id/',
    summary: 'Renames a grid or replaces its zones (a zone sent with its `id` is kept; zones left out are removed).',
    tags: ['grids'],
    params: IdParams,
    body: GridPatch,
    responses: { 200: Grid },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/grids/:id/',
    summary: 'Removes a grid and its zones (sensors and detections stay).',
    tags: ['grids'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/grids/:id/summary/',
    summary: "Per zone: its sensors' health now and travel times on the links inside it over the period.",
    tags: ['grids'],
    params: IdParams,
    query: GridPeriodQuery,
    responses: { 200: GridSummary },
    access: view,
  }),
  od: endpoint({
    method: 'GET',
    path: '/api/grids/:id/od/',
    summary: 'Origin/destination matrix between the grid’s zones from re-sighted vehicles, with zone centroids for a flow map.',
    description:
      'A trip is a vehicle (keyed fingerprint) last seen in one zone and next seen in another within `max_trip_minutes`; ' +
      'it counts in the period by its departure. Cells below the company’s `od_min_trips` are suppressed (no count, ' +
      'time or share), and every total and share counts unsuppressed cells only.',
    tags: ['grids'],
    params: IdParams,
    query: OdQuery,
    responses: { 200: OdMatrix },
    access: view,
  }),
};
