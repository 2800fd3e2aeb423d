import { z } from 'zod';
import { ApiKeyReply, TwoFaQr, UpdateTwoFa, VerifyQrCode } from '../auth.ts';
import { Me, MyPermissions } from '../profile.ts';
import { GroupWithPermissions, MePatch, RoleWrite, UserListItem, UserPatch } from '../users.ts';
import { endpoint } from '../endpoint.ts';
import { IdParams } from '../common.ts';

const UserIdParams = IdParams;

/** The signed-in user's profile, security settings, and the company's users and roles. */
export const users = {
  me: endpoint({
    method: 'GET',
    path: '/api/platform/users/me/',
    summary: "The caller's profile; the web app's sign-in check (401 = signed out).",
    tags: ['users'],
    responses: { 200: Me },
    access: { auth: 'user' },
  }),
  patchMe: endpoint({
    method: 'PATCH',
    path: '/api/platform/users/me/',
    summary: 'Name, image, units, time zone, language.',
    tags: ['users'],
    body: MePatch,
    responses: { 200: Me },
    access: { auth: 'user' },
  }),
  myPermissions: endpoint({
    method: 'GET',
    path: '/api/platform/users/my_permissions/',
    summary: "The caller's permissions; a superuser holds every one.",
    tags: ['users'],
    responses: { 200: MyPermissions },
    access: { auth: 'user' },
  }),
  roles: endpoint({
    method: 'GET',
    path: '/api/platform/users/available_groups/',
    summary: "The roles of the caller's company, with their permissions.",
    tags: ['users'],
    responses: { 200: z.array(GroupWithPermissions) },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/api/platform/users/company_permissions/',
    summary: 'The permissions a roles editor offers: those of the modules this installation has.',
    tags: ['users'],
    responses: { 200: z.array(z.string()) },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  saveRole: endpoint({
    method: 'POST',
    path: '/api/platform/users/company_permissions/',
    summary: "Creates a role (`name`) or replaces a role's permissions (`group`).",
    tags: ['users'],
    body: RoleWrite,
    responses: { 200: GroupWithPermissions },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/platform/users/',
    summary: "The users of the caller's company.",
    tags: ['users'],
    responses: { 200: z.array(UserListItem) },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/api/platform/users/:id/',
    summary: "A user's role and active flag; disabling ends their sessions at once.",
    tags: ['users'],
    params: UserIdParams,
    body: UserPatch,
    responses: { 200: UserListItem },
    access: { auth: 'user', permission: 'Platform|manage_users' },
  }),
  generateToken: endpoint({
    method: 'GET',
    path: '/api/platform/users/generate_token/',
    summary: 'The first API key, shown once; 400 when the user already has one.',
    tags: ['users'],
    responses: { 200: ApiKeyReply },
    access: { auth: 'session' },
  }),
  regenerateToken: endpoint({
    method: 'POST',
    path: '/api/platform/users/re_generate_token/',
    summary: 'A new API key; the old one stops working at once.',
    tags: ['users'],
    responses: { 200: ApiKeyReply },
    access: { auth: 'session' },
  }),
  twoFaQrCode: endpoint({
    method: 'GET',
    path: '/api/platform/users/generate_two_fa_qr_code/',
    summary: 'A fresh two-factor enrolment secret as an otpauth URL and a QR image.',
    tags: ['users'],
    responses: { 200: TwoFaQr },
    access: { auth: 'session' },
  }),
  verifyQrCode: endpoint({
    method: 'GET',
    path: '/api/platform/users/verify_qr_code/',
    summary: 'Checks a code against the enrolment secret without changing anything.',
    tags: ['users'],
    query: VerifyQrCode,
    responses: { 200: z.object({ valid: z.boolean() }) },
    access: { auth: 'session' },
  }),
  updateTwoFa: endpoint({
    method: 'POST',
    path: '/api/platform/users/update_two_fa/',
    summary: 'Turns two-factor sign-in on (with a code of the enrolment secret) or off (with a current code).',
    tags: ['users'],
    body: UpdateTwoFa,
    responses: { 200: z.object({ two_fa_enabled: z.boolean() }) },
    access: { auth: 'session' },
  }),
};
