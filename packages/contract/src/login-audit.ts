import { z } from 'zod';
import { PageQuery } from './common.ts';

/** Why a sign-in failed, as staff read it in the audit (the person signing in never sees it). */
export const LOGIN_AUDIT_REASONS = ['unknown_user', 'bad_password', 'inactive', 'bad_code', 'throttled'] as const;
export const LoginAuditReason = z.enum(LOGIN_AUDIT_REASONS);
export type LoginAuditReason = z.infer<typeof LoginAuditReason>;

/** One failed sign-in. */
export const LoginAuditEntry = z.object({
  id: z.number().int(),
  time: z.string(),
  /** The name or e-mail as typed. */
  username: z.string(),
  /** The account it named, when one exists. */
  user_id: z.number().int().nullable(),
  /** The client address (after TRUST_PROXY); IPv6 by its /64. */
  address: z.string(),
  user_agent: z.string().nullable(),
  reason: LoginAuditReason,
});
export type LoginAuditEntry = z.infer<typeof LoginAuditEntry>;

export const LoginAuditQuery = PageQuery.pick({ page: true, page_size: true }).extend({
  username: z.string().trim().min(1).max(254).optional(),
  address: z.string().trim().min(1).max(64).optional(),
});
