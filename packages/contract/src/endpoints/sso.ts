import { z } from 'zod';
import { SsoIdentity, SsoLinkStart, SsoRedirect, SupportedSso } from '../sso.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../common.ts';

/** Single sign-on: the sign-in flow and linking identities (the company's providers are in sso-providers.ts). */
export const sso = {
  supported: endpoint({
    method: 'GET',
    path: '/api/supported_sso/',
    summary: 'The enabled providers a company offers on its sign-in screen; an unknown company answers [].',
    tags: ['sso'],
    query: z.object({ company_uuid: z.string().uuid('Must be a valid UUID.') }),
    responses: { 200: z.array(SupportedSso) },
    access: { auth: 'public' },
  }),
  start: endpoint({
    method: 'GET',
    path: '/api/sso/start/',
    summary: "The sign-in button's target: redirects to the provider.",
    tags: ['sso'],
    query: z.object({
      company_uuid: z.string().uuid('Must be a valid UUID.'),
      provider: text().min(1, 'This field may not be blank.').max(40),
      redirectURL: text().max(2000).optional(),
    }),
    responses: {},
    raw: 'redirect',
    access: { auth: 'public' },
  }),
  callback: endpoint({
    method: 'GET',
    path: '/api/sso/callback/',
    summary: 'Where the provider sends the browser back; redirects into the app.',
    tags: ['sso'],
    query: z.object({ state: text().max(512).optional() }).passthrough(),
    responses: {},
    raw: 'redirect',
    access: { auth: 'public' },
  }),
  link: endpoint({
    method: 'POST',
    path: '/api/sso/link/',
    summary: "Starts linking an identity at one of the company's providers; answers the provider URL to open.",
    tags: ['sso'],
    body: SsoLinkStart,
    responses: { 200: SsoRedirect },
    access: { auth: 'session' },
  }),
  identities: endpoint({
    method: 'GET',
    path: '/api/sso/identities/',
    summary: "The caller's linked identities.",
    tags: ['sso'],
    responses: { 200: z.array(SsoIdentity) },
    access: { auth: 'session' },
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/sso/identities/:provider/',
    summary: "Unlinks the caller's identity at that provider.",
    tags: ['sso'],
    params: z.object({ provider: text().min(1).max(40) }),
    responses: { 204: z.null() },
    access: { auth: 'session' },
  }),
};
