import type { SsoError } from '@roadlens/contract';

/** A failed sign-in lands on the sign-in screen, which words the reason (no detail of why a token failed). */
export const signInError = (code: SsoError) => `/auth/sign-in?sso_error=${code}`;

/** A failed link lands back on the security settings. */
export const linkError = (code: SsoError) => `/dashboard/settings/security?sso_error=${code}`;
