import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  Report,
  ReportCreate,
  ReportDownloadParams,
  ReportObjectOption,
  ReportObjectsQuery,
  ReportPatch,
  ReportRun,
  ReportUser,
} from '../reports.ts';

const view = { auth: 'user', permission: 'Platform|view_report' } as const;
const change = { auth: 'user', permission: 'Platform|change_report' } as const;

/** Reports: saved selections generated now or on a schedule into CSV, XLSX and PDF files. */
export const reports = {
  list: endpoint({
    method: 'GET',
    path: '/api/reports/',
    summary: "The company's reports, newest first, each with its schedule, next run and last run.",
    tags: ['reports'],
    responses: { 200: z.array(Report) },
    access: view,
  }),
  objects: endpoint({
    method: 'GET',
    path: '/api/reports/objects/',
    summary: 'The links, routes or devices a report of the given source may name.',
    tags: ['reports'],
    query: ReportObjectsQuery,
    responses: { 200: z.array(ReportObjectOption) },
    access: view,
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/reports/recipients/',
    summary: 'Active users of the company a report can be sent to.',
    tags: ['reports'],
    responses: { 200: z.array(ReportUser) },
    access: view,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/reports/:id/',
    summary: 'One report.',
    tags: ['reports'],
    params: IdParams,
    responses: { 200: Report },
    access: view,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/reports/',
    summary: 'Saves a report; with a schedule it then runs by itself.',
    tags: ['reports'],
    body: ReportCreate,
    responses: { 201: Report },
    access: change,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/reports/:id/',
    summary: 'Changes a report; a changed schedule moves its next run.',
    tags: ['reports'],
    params: IdParams,
    body: ReportPatch,
    responses: { 200: Report },
    access: change,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/reports/:id/',
    summary: 'Deletes a report with its runs and files.',
    tags: ['reports'],
    params: IdParams,
    responses: { 204: z.null() },
    access: change,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/reports/:id/generate/',
    summary: 'Queues a run now; a background worker renders its files and notifies when they are ready.',
    tags: ['reports'],
    params: IdParams,
    responses: { 202: ReportRun },
    access: change,
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/reports/:id/runs/',
    summary: "The report's runs, newest first.",
    tags: ['reports'],
    params: IdParams,
    responses: { 200: z.array(ReportRun) },
    access: view,
  }),
  run: endpoint({
    method: 'GET',
    path: '/api/reports/runs/:id/',
    summary:
      "One run: report, period, status, progress and files. A ready notification's link `/dashboard/report/{run id}/info` opens it (actor_object_id is the run's id).",
    tags: ['reports'],
    params: IdParams,
    responses: { 200: ReportRun },
    access: view,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/reports/runs/:id/files/:format/',
    summary: "A finished run's file (csv, xlsx or pdf) as an attachment.",
    tags: ['reports'],
    params: ReportDownloadParams,
    responses: {},
    raw: 'file',
    access: view,
  }),
};
