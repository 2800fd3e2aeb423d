import type { GroupWithPermissions, Invitation, Me, MePatch, UserListItem } from '@roadlens/contract';
import type { SsoIdentity } from '@roadlens/contract/sso';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type Role = z.infer<typeof GroupWithPermissions>;

export const patchMe = (body: MePatch) => api.patch<Me>('/api/platform/users/me/', body);
export const changePassword = (body: { old_password: string; new_password1: string; new_password2: string }) =>
  api.post<{ detail: string }>('/api/auth/password/change/', body, { silent: true });

export const generateTwoFaQr = () => api.get<{ otpauth_url: string; qr_code: string }>('/api/platform/users/generate_two_fa_qr_code/');
export const updateTwoFa = (enabled: boolean, code: string) =>
  api.post<{ two_fa_enabled: boolean }>('/api/platform/users/update_two_fa/', { enabled, code }, { silent: true });

export const generateToken = () => api.get<{ token: string; prefix: string }>('/api/platform/users/generate_token/', { silent: true });
export const regenerateToken = () => api.post<{ token: string; prefix: string }>('/api/platform/users/re_generate_token/');

export const listUsers = () => api.get<UserListItem[]>('/api/platform/users/');
export const patchUser = (id: number, body: { group?: number | null; is_active?: boolean }) =>
  api.patch<UserListItem>(`/api/platform/users/${id}/`, body);
export const listRoles = () => api.get<Role[]>('/api/platform/users/available_groups/');
export const listPermissions = () => api.get<string[]>('/api/platform/users/company_permissions/');
export const saveRole = (body: { group: number; permissions: string[] } | { name: string; permissions: string[] }) =>
  api.post<Role>('/api/platform/users/company_permissions/', body, { silent: true });

export const listInvitations = () => api.get<Invitation[]>('/api/platform/invitations/pending/');
export const createInvitation = (email: string, group: number | null) =>
  api.post<Invitation>('/api/platform/invitations/', { email, group }, { silent: true });
export const resendInvitation = (id: number) => api.patch<Invitation>(`/api/platform/invitations/${id}/resend/`);
export const deleteInvitation = (id: number) => api.delete<void>(`/api/platform/invitations/${id}/`);

export const listSsoIdentities = () => api.get<SsoIdentity[]>('/api/sso/identities/');
export const unlinkSsoIdentity = (provider: string) => api.delete<void>(`/api/sso/identities/${encodeURIComponent(provider)}/`);
/** Starts the link flow; the answer is the provider address the browser opens next. */
export const startSsoLink = (provider: string) =>
  api.post<{ url: string }>('/api/sso/link/', { provider, redirectURL: '/dashboard/settings/security' }, { silent: true });
