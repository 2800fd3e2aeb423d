import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/sign-up against the in-browser mock. */
export const signUp = (body: { name: string; email: string; password: string; company: string; agreements: boolean }) =>
  callAuth('api/auth/sign-up', body);

export const useSignUp = () => useMutation({ mutationFn: signUp });
