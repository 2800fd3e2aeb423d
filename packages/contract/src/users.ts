import { z } from 'zod';
import { Id, text } from './common.ts';
import { Measures } from './profile.ts';
import { isPermission } from './permissions.ts';

/** PATCH /api/platform/users/me/ — what a user may change about themself. */
export const MePatch = z
  .object({
    first_name: text().trim().max(150),
    last_name: text().trim().max(150),
    /** An image URL or data URL; null removes it. */
    image: text().max(2_000_000).nullable(),
    measures: Measures,
    time_zone: text()
      .min(1)
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'Unknown time zone.'),
    language: z.enum(['en', 'tr']),
  })
  .partial()
  .strict();
export type MePatch = z.infer<typeof MePatch>;

/** A user as the company administrator's list shows it. */
export const UserListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  two_fa_enabled: z.boolean(),
  last_login: z.string().nullable(),
});
export type UserListItem = z.infer<typeof UserListItem>;

/** PATCH /api/platform/users/:id/ — role and active flag (admins only). */
export const UserPatch = z.object({ group: Id.nullable(), is_active: z.boolean() }).partial().strict();
export type UserPatch = z.infer<typeof UserPatch>;

/** A role with its permissions (GET /api/platform/users/available_groups/). */
export const GroupWithPermissions = z.object({ id: z.number().int(), name: z.string(), permissions: z.array(z.string()) });

/**
 * POST /api/platform/users/company_permissions/ — edits a role as a checklist: `{group, permissions}`
 * replaces a role's permissions, `{name, permissions}` creates a role.
 */
export const RoleWrite = z
  .object({
    group: Id.optional(),
    name: text().trim().min(1, 'This field may not be blank.').max(150).optional(),
    /** Codes of the permission catalogue; any other code is refused as a whole, on `permissions`. */
    permissions: z
      .array(z.string().max(100))
      .max(100)
      .superRefine((codes, ctx) => {
        const unknown = codes.filter((c) => !isPermission(c));
        if (unknown.length) ctx.addIssue({ code: 'custom', path: [], message: `Unknown permission: ${unknown.slice(0, 5).join(', ')}.` });
      }),
  })
  .strict()
  .refine((b) => (b.group === undefined) !== (b.name === undefined), {
    message: 'Send either group (to change a role) or name (to create one).',
    path: ['group'],
  });
export type RoleWrite = z.infer<typeof RoleWrite>;
