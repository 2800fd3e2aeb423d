import { z } from 'zod';
import { Ok } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { Share, ShareCreate, ShareTooMany, ShareUuidParams, ShareUuidQuery, SharedTrafficStats } from '../shares.ts';

/** Share links: the owner creates, lists and revokes them; anyone with the link reads the one shared view. */
export const shares = {
  create: endpoint({
    method: 'POST',
    path: '/api/shares/',
    summary: 'Share a view with its parameters locked, until it expires or is revoked.',
    tags: ['shares'],
    body: ShareCreate,
    responses: { 201: Share },
    access: { auth: 'session' },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shares/',
    summary: "The caller's shares, newest first, with whether each is still active.",
    tags: ['shares'],
    responses: { 200: z.array(Share) },
    access: { auth: 'session' },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/shares/:uuid/',
    summary: "Revoke one of the caller's shares: its link stops working at once.",
    tags: ['shares'],
    params: ShareUuidParams,
    responses: { 200: Ok },
    access: { auth: 'session' },
  }),
  trafficStats: endpoint({
    method: 'GET',
    path: '/api/share/road-analytics/traffic-stats/',
    summary:
      'The shared Traffic Stats view: its company and locked parameters only. 404 once expired or revoked; rate-limited per address.',
    tags: ['shares'],
    query: ShareUuidQuery,
    responses: { 200: SharedTrafficStats, 429: ShareTooMany },
    // Anyone holding the link: the share's id is the only key, and it opens this one view.
    access: { auth: 'public' },
  }),
};
