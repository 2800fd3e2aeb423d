import { InsightExportQuery, InsightQuery, InsightResult } from '../insight.ts';
import { endpoint } from '../endpoint.ts';

// Analysis only reads; POST because a selection of many items does not fit an address.
const access = { auth: 'user', scope: 'read' } as const;

/** Insight: travel-time and speed distributions and reliability indices over links and routes. */
export const insight = {
  analyse: endpoint({
    method: 'POST',
    path: '/api/insight/',
    summary:
      'Travel time and speed percentiles, mean speeds, TTI, PTI, buffer index and LOTTR per item and period, with a weekday × hour profile.',
    tags: ['insight'],
    body: InsightQuery,
    responses: { 200: InsightResult },
    access,
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/insight/export/',
    summary: 'The same analysis as a CSV or XLSX file.',
    tags: ['insight'],
    query: InsightExportQuery,
    body: InsightQuery,
    responses: {},
    raw: 'file',
    access,
  }),
};
