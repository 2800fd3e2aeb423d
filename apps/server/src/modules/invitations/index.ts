import createInvitation from './create-invitation.ts';
import pendingInvitations from './pending-invitations.ts';
import resendInvitation from './resend-invitation.ts';
import deleteInvitation from './delete-invitation.ts';
import previewInvitation from './preview-invitation.ts';
import signUp from './sign-up.ts';

export default [createInvitation, pendingInvitations, resendInvitation, deleteInvitation, previewInvitation, signUp];
