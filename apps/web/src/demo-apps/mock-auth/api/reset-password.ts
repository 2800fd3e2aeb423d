import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/reset-password against the in-browser mock. */
export const resetPassword = (body: { password: string }) => callAuth('api/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
