import { z } from 'zod';
import { text } from './common.ts';

const blank = 'This field may not be blank.';

/** POST /api/login/ (form data): the password, then `check_tfa` with the code when two-factor is on. */
export const LoginForm = z.object({
  username: text().trim().min(1, blank).max(254),
  password: text().min(1, blank).max(1024),
  check_tfa: text().trim().max(16).optional(),
});

/** `{check_qr: true}` = password right, now send the code; `{detail}` = signed in. */
export const LoginReply = z.union([z.object({ check_qr: z.literal(true) }), z.object({ detail: z.string() })]);
export type LoginReply = z.infer<typeof LoginReply>;

/** Passwords: 8 to 1024 characters (argon2id copes with long ones; the cap stops abuse). */
export const NewPassword = text().min(8, 'Ensure this field has at least 8 characters.').max(1024);

export const PasswordChange = z
  .object({ old_password: text().min(1, blank).max(1024), new_password1: NewPassword, new_password2: text().max(1024) })
  .refine((b) => b.new_password1 === b.new_password2, { path: ['new_password2'], message: 'The two password fields didn’t match.' });

export const PasswordReset = z.object({ email: z.string().trim().email('Enter a valid email address.').max(254) });

export const PasswordResetConfirm = z
  .object({
    uid: text().min(1, blank).max(64),
    token: text().min(1, blank).max(256),
    new_password1: NewPassword,
    new_password2: text().max(1024),
  })
  .refine((b) => b.new_password1 === b.new_password2, { path: ['new_password2'], message: 'The two password fields didn’t match.' });

/** generate_two_fa_qr_code reply: the otpauth URL and the same as a PNG data URL. */
export const TwoFaQr = z.object({ otpauth_url: z.string(), qr_code: z.string() });
export const VerifyQrCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
/** update_two_fa: turning it off needs a current code too. */
export const UpdateTwoFa = z.object({
  enabled: z.boolean(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});

/** generate_token / re_generate_token reply: the key, shown once. */
export const ApiKeyReply = z.object({ token: z.string(), prefix: z.string() });

/** A mail the server sent (or would send), as the mail outbox lists it. */
export const OutboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  sent: z.boolean(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
