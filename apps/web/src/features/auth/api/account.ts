import { api } from '../../../lib/api-client.ts';

export const requestPasswordReset = (email: string) => api.post<{ detail: string }>('/api/auth/password/reset/', { email }, { silent: true });

export const confirmPasswordReset = (body: { uid: string; token: string; new_password1: string; new_password2: string }) =>
  api.post<{ detail: string }>('/api/auth/password/reset/confirm/', body, { silent: true });

export const previewInvitation = (invitation: string) =>
  api.get<{ email: string; company_name: string }>('/api/auth/invitation/', { query: { invitation }, silent: true });

/** The server's sign-up (core `api/auth/sign-up`) at its platform path: the template mock owns the auth one in the browser. */
export const signUp = (body: { invitation: string; username: string; first_name: string; last_name: string; password1: string; password2: string }) =>
  api.post<{ detail: string }>('/api/platform/invitations/accept/', body, { silent: true });
