import { apiKeys } from '@roadlens/contract/endpoints/api-keys';
import { auth } from '@roadlens/contract/endpoints/auth';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { sso } from '@roadlens/contract/endpoints/sso';
import { users } from '@roadlens/contract/endpoints/users';
import { call, useEndpointMutation, useEndpointQuery, type CallInput } from '../../../lib/api/client.ts';
import { apiKeyKeys, invitationKeys, roleKeys, ssoIdentityKeys, userKeys } from '../../../lib/api/keys.ts';

type BodyOf<E extends Parameters<typeof call>[0]> = CallInput<E>['body'];

export const patchMe = (body: BodyOf<typeof users.patchMe>) => call(users.patchMe, { body });
export const changePassword = (body: BodyOf<typeof auth.passwordChange>) => call(auth.passwordChange, { body }, { silent: true });

export const generateTwoFaQr = () => call(users.twoFaQrCode, {});
export const updateTwoFa = (enabled: boolean, code: string) => call(users.updateTwoFa, { body: { enabled, code } }, { silent: true });

export const useApiKeys = () => useEndpointQuery(apiKeyKeys, apiKeys.list, {});
/** The answer holds the key itself, this once. */
export const useCreateApiKey = () =>
  useEndpointMutation(apiKeys.create, {
    toInput: (body: BodyOf<typeof apiKeys.create>) => ({ body }),
    invalidates: [apiKeyKeys.all],
    callOptions: { silent: true },
  });
export const useRevokeApiKey = () =>
  useEndpointMutation(apiKeys.revoke, { toInput: (id: number) => ({ params: { id } }), invalidates: [apiKeyKeys.all] });

export const useUsers = () => useEndpointQuery(userKeys, users.list, {});
/** A user's role or active flag; the users list refreshes. */
export const usePatchUser = () =>
  useEndpointMutation(users.patch, {
    toInput: ({ id, body }: { id: number; body: BodyOf<typeof users.patch> }) => ({ params: { id }, body }),
    invalidates: [userKeys.all],
  });

export const useRoles = () => useEndpointQuery(roleKeys, users.roles, {});
export const usePermissionNames = () => useEndpointQuery(roleKeys, users.permissions, {});
export const saveRole = (body: BodyOf<typeof users.saveRole>) => call(users.saveRole, { body }, { silent: true });

export const usePendingInvitations = () => useEndpointQuery(invitationKeys, invitations.pending, {});
export const createInvitation = (email: string, group: number | null) =>
  call(invitations.create, { body: { email, group } }, { silent: true });
export const useResendInvitation = () =>
  useEndpointMutation(invitations.resend, { toInput: (id: number) => ({ params: { id } }), invalidates: [invitationKeys.all] });
export const useDeleteInvitation = () =>
  useEndpointMutation(invitations.delete, { toInput: (id: number) => ({ params: { id } }), invalidates: [invitationKeys.all] });

export const useSsoIdentities = () => useEndpointQuery(ssoIdentityKeys, sso.identities, {});
export const unlinkSsoIdentity = (provider: string) => call(sso.unlink, { params: { provider } });
/** Starts the link flow; the answer is the provider address the browser opens next. */
export const startSsoLink = (provider: string) =>
  call(sso.link, { body: { provider, redirectURL: '/dashboard/settings/security' } }, { silent: true });
