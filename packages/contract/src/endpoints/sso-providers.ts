import { z } from 'zod';
import { IdParams } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { SsoProvider, SsoProviderCreate, SsoProviderPatch } from '../sso.ts';

/**
 * A company's single sign-on providers. Company settings, and session-only: an API key cannot
 * change how people sign in. No response ever carries a client secret.
 */
const access = { auth: 'session', permission: 'Platform|change_settings-company' } as const;

export const ssoProviders = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/sso_providers/',
    summary: "The company's providers and the redirect URI to register at them.",
    tags: ['sso'],
    responses: { 200: z.array(SsoProvider) },
    access,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/platform/sso_providers/',
    summary: 'Adds a provider; its name is unique in the company. The issuer must be a public https address.',
    tags: ['sso'],
    body: SsoProviderCreate,
    responses: { 201: SsoProvider },
    access,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/platform/sso_providers/:id/',
    summary: 'One provider of the company.',
    tags: ['sso'],
    params: IdParams,
    responses: { 200: SsoProvider },
    access,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/platform/sso_providers/:id/',
    summary: 'Changes a provider; a client secret left out keeps the stored one.',
    tags: ['sso'],
    params: IdParams,
    body: SsoProviderPatch,
    responses: { 200: SsoProvider },
    access,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/platform/sso_providers/:id/',
    summary: 'Removes a provider and unlinks its identities.',
    tags: ['sso'],
    params: IdParams,
    responses: { 204: z.null() },
    access,
  }),
};
