import { z } from 'zod';
import { NewPassword } from './auth.ts';
import { Id, text } from './common.ts';

export const InvitationCreate = z
  .object({
    email: z.string().trim().email('Enter a valid email address.').max(254),
    group: Id.nullable().optional(),
  })
  .strict();

export const Invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

/** GET /api/auth/invitation/?invitation= — what the sign-up page shows before the form. */
export const InvitationPreview = z.object({ email: z.string(), company_name: z.string() });

/** POST /api/auth/sign-up — accepts an invitation and creates the account in the inviting company. */
export const SignUp = z
  .object({
    invitation: text().min(1, 'This field may not be blank.').max(256),
    username: text()
      .trim()
      .min(3, 'Ensure this field has at least 3 characters.')
      .max(150)
      .regex(/^[\w.@+-]+$/, 'Enter a valid username. Letters, digits and @/./+/-/_ only.'),
    first_name: text().trim().max(150).default(''),
    last_name: text().trim().max(150).default(''),
    password1: NewPassword,
    password2: text().max(1024),
  })
  .refine((b) => b.password1 === b.password2, { path: ['password2'], message: 'The two password fields didn’t match.' });
