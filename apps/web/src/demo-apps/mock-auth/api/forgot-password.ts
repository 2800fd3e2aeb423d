import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/forgot-password against the in-browser mock. */
export const forgotPassword = (body: { email: string }) => callAuth('api/auth/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
