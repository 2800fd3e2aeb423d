import { z } from 'zod';
import { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../api-keys.ts';
import { endpoint } from '../endpoint.ts';

const KeyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The caller's own API keys. Browser sessions only: a key can never list, mint or revoke keys. */
export const apiKeys = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/api_keys/',
    summary: "The caller's API keys, newest first, with scopes and last use; never the keys themselves.",
    tags: ['users'],
    responses: { 200: z.array(ApiKey) },
    access: { auth: 'session' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/platform/api_keys/',
    summary: 'A new named key with scopes (ingest, read) and an optional expiry; the key is in this answer only.',
    tags: ['users'],
    body: ApiKeyCreate,
    responses: { 201: ApiKeyCreated },
    access: { auth: 'session' },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/platform/api_keys/:id/',
    summary: 'Revokes one of the caller’s keys; it stops working at once and stays listed as revoked.',
    tags: ['users'],
    params: KeyParams,
    responses: { 204: z.null() },
    access: { auth: 'session' },
  }),
};
