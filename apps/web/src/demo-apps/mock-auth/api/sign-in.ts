import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/sign-in against the in-browser mock. */
export const signIn = (body: { email: string; password: string }) => callAuth('api/auth/sign-in', body);

export const useSignIn = () => useMutation({ mutationFn: signIn });
