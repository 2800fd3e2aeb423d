import { auth } from '@roadlens/contract/endpoints/auth';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { call, useEndpointQuery, type CallInput } from '../../../lib/api/client.ts';
import { invitationKeys } from '../../../lib/api/keys.ts';

export const requestPasswordReset = (email: string) => call(auth.passwordReset, { body: { email } }, { silent: true });

export const confirmPasswordReset = (body: CallInput<typeof auth.passwordResetConfirm>['body']) =>
  call(auth.passwordResetConfirm, { body }, { silent: true });

/** The invited address and company; a dead invitation answers 404, which the page words itself. */
export const usePreviewInvitation = (invitation: string) =>
  useEndpointQuery(
    invitationKeys,
    invitations.preview,
    { query: { invitation } },
    { enabled: !!invitation, retry: false, callOptions: { silent: true } },
  );

/** The server's sign-up at its platform path: in the browser the template mock owns `api/auth/sign-up`. */
export const signUp = (body: CallInput<typeof invitations.accept>['body']) => call(invitations.accept, { body }, { silent: true });
