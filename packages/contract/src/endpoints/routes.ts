import { z } from 'zod';
import { page, IdParams } from '../common.ts';
import { IntervalRow, IntervalsQuery, TypicalPoint, TypicalQuery, Route, RouteCreate, RouteListQuery, RoutePatch } from '../links.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Platform|view_routes', scope: 'read' } as const;
const change = { auth: 'user', permission: 'Platform|change_routes' } as const;

/** Routes: named chains of the company's links; their current values are sums over the links. */
export const routes = {
  list: endpoint({
    method: 'GET',
    path: '/api/map/routes/',
    summary: 'Routes with current travel time, typical, free flow and delay summed over their links; searched and sorted.',
    tags: ['routes'],
    query: RouteListQuery,
    responses: { 200: page(Route) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/map/routes/:id/',
    summary: 'One route with its current values.',
    tags: ['routes'],
    params: IdParams,
    responses: { 200: Route },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/map/routes/',
    summary: "A named chain of the company's links, in order.",
    tags: ['routes'],
    body: RouteCreate,
    responses: { 201: Route },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/map/routes/:id/',
    summary: 'Rename and/or replace the chain of links.',
    tags: ['routes'],
    params: IdParams,
    body: RoutePatch,
    responses: { 200: Route },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/map/routes/:id/',
    summary: 'Deletes the route (its links stay).',
    tags: ['routes'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  intervals: endpoint({
    method: 'GET',
    path: '/api/map/routes/:id/intervals/',
    summary: "The route's 5-minute rows, same shape as a link's.",
    tags: ['routes'],
    params: IdParams,
    query: IntervalsQuery,
    responses: { 200: z.array(IntervalRow) },
    access: view,
  }),
  typical: endpoint({
    method: 'GET',
    path: '/api/map/routes/:id/typical/',
    summary: "The route's typical travel time for each 5-minute slot of a period (its time of the week), with the usual spread.",
    tags: ['routes'],
    params: IdParams,
    query: TypicalQuery,
    responses: { 200: z.array(TypicalPoint) },
    access: view,
  }),
};
