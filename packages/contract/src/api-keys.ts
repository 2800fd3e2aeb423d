import { z } from 'zod';
import { text } from './common.ts';

/**
 * What an API key may do. `ingest`: send sensor data; `read`: read devices, data, links and
 * routes. Managing users, roles, the company or keys is never open to a key.
 */
export const API_KEY_SCOPES = ['ingest', 'read'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** One key as its owner sees it in the list; the key itself is shown only once, at creation. */
export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** active | expired | revoked */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyCreate = z
  .object({
    name: text().trim().min(1, 'This field may not be blank.').max(80),
    scopes: z
      .array(ApiKeyScope)
      .min(1, 'Choose at least one scope.')
      .refine((s) => new Set(s).size === s.length, 'Each scope once.'),
    /** ISO date-time; unset = the key does not expire. */
    expires_at: z
      .string()
      .datetime({ offset: true, message: 'Enter a date and time.' })
      .refine((v) => Date.parse(v) > Date.now(), 'Choose a time in the future.')
      .nullable()
      .optional(),
  })
  .strict();
export type ApiKeyCreate = z.input<typeof ApiKeyCreate>;

/** The created key with the key itself, shown this once. */
export const ApiKeyCreated = ApiKey.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;
