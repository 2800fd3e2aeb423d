import { z } from 'zod';
import { Ok, text } from '../common.ts';
import { LoginForm, LoginReply, OutboxMail, PasswordChange, PasswordReset, PasswordResetConfirm } from '../auth.ts';
import { endpoint } from '../endpoint.ts';

const TooMany = z.object({ detail: z.string() });

/** Sign-in, sign-out and passwords. */
export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/api/login/',
    summary: 'Form data. With two-factor on, the first right password answers `{check_qr: true}`; the second post adds `check_tfa`.',
    tags: ['auth'],
    body: LoginForm,
    responses: { 200: LoginReply, 429: TooMany },
    access: { auth: 'public' },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout/',
    summary: 'Ends this session at once and clears both cookies.',
    tags: ['auth'],
    responses: { 200: Ok },
    access: { auth: 'public' },
  }),
  passwordChange: endpoint({
    method: 'POST',
    path: '/api/auth/password/change/',
    summary: 'Needs the old password; ends every other session of the user.',
    tags: ['auth'],
    body: PasswordChange,
    responses: { 200: Ok },
    access: { auth: 'session' },
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password/reset/',
    summary: 'Mails a reset link to a known address; the same answer for any address.',
    tags: ['auth'],
    body: PasswordReset,
    responses: { 200: Ok, 429: TooMany },
    access: { auth: 'public' },
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/auth/password/reset/confirm/',
    summary: 'Sets a new password with a single-use, expiring token; ends every session of the user.',
    tags: ['auth'],
    body: PasswordResetConfirm,
    responses: { 200: Ok },
    access: { auth: 'public' },
  }),
  mailOutbox: endpoint({
    method: 'GET',
    path: '/api/platform/mail_outbox/',
    summary: 'Superusers: mail waiting in the outbox (or sent), newest first, ten at a time.',
    tags: ['auth'],
    query: z.object({ recipient: text().trim().max(254).optional(), page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    responses: { 200: z.object({ count: z.number().int(), results: z.array(OutboxMail) }) },
    access: { auth: 'session' },
  }),
};
