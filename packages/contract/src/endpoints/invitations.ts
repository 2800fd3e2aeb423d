import { z } from 'zod';
import { Ok, text } from '../common.ts';
import { Invitation, InvitationCreate, InvitationPreview, SignUp } from '../invitations.ts';
import { endpoint } from '../endpoint.ts';

const InvitationParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const signUp = {
  summary: 'Accepts an invitation: creates the account in the inviting company and signs the new user in.',
  tags: ['invitations'],
  body: SignUp,
  responses: { 201: Ok },
  access: { auth: 'public' as const },
};

/** Invitations into a company, and the sign-up that accepts one (there is no open sign-up). */
export const invitations = {
  create: endpoint({
    method: 'POST',
    path: '/api/platform/invitations/',
    summary: "Invites an address into the caller's company with a role.",
    tags: ['invitations'],
    body: InvitationCreate,
    responses: { 201: Invitation },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  pending: endpoint({
    method: 'GET',
    path: '/api/platform/invitations/pending/',
    summary: "The company's invitations not yet accepted.",
    tags: ['invitations'],
    responses: { 200: z.array(Invitation) },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  resend: endpoint({
    method: 'PATCH',
    path: '/api/platform/invitations/:id/resend/',
    summary: 'A new link and expiry, mailed again.',
    tags: ['invitations'],
    params: InvitationParams,
    responses: { 200: Invitation },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/platform/invitations/:id/',
    summary: 'Withdraws a pending invitation; its link stops working.',
    tags: ['invitations'],
    params: InvitationParams,
    responses: { 204: z.null() },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/auth/invitation/',
    summary: 'The invited address and company, for the sign-up page.',
    tags: ['invitations'],
    query: z.object({ invitation: text().min(1).max(256) }),
    responses: { 200: InvitationPreview },
    access: { auth: 'public' },
  }),
  signUp: endpoint({ method: 'POST', path: '/api/auth/sign-up', ...signUp }),
  /** The same sign-up at the path the web app calls: in the browser the template mock owns `api/auth/sign-up`. */
  accept: endpoint({ method: 'POST', path: '/api/platform/invitations/accept/', ...signUp }),
};
