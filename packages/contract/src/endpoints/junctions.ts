import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { Junction, JunctionAnalysis, JunctionAnalysisQuery, JunctionCreate } from '../junctions.ts';

const view = { auth: 'user', permission: 'Move|view_move:junction', scope: 'read' } as const;
// Defining a junction over sensors is editing the sensor network, as defining a link is.
const change = { auth: 'user', permission: 'Platform|change_links' } as const;

/** Junctions: arms of approach and exit sensors around a centre, with turn ratios and level of service. */
export const junctions = {
  list: endpoint({
    method: 'GET',
    path: '/api/junctions/',
    summary: "The company's junctions with their arms.",
    tags: ['junctions'],
    responses: { 200: z.array(Junction) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/junctions/:id/',
    summary: 'One junction.',
    tags: ['junctions'],
    params: IdParams,
    responses: { 200: Junction },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/junctions/',
    summary: "Defines a junction over the company's sensors; another company's sensor is a 400 on its field.",
    tags: ['junctions'],
    body: JunctionCreate,
    responses: { 201: Junction },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/junctions/:id/',
    summary: 'Removes a junction (its sensors and detections stay).',
    tags: ['junctions'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  analysis: endpoint({
    method: 'GET',
    path: '/api/junctions/:id/analysis/',
    summary:
      "One local day (the company's time zone; today by default): per approach travel time, delay and level of service, and turn ratios from fingerprints seen at an approach then at an exit within `max_minutes`, each with its sample count, also per hour.",
    tags: ['junctions'],
    params: IdParams,
    query: JunctionAnalysisQuery,
    responses: { 200: JunctionAnalysis },
    access: view,
  }),
};
