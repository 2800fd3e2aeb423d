import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/sign-in-with-token against the in-browser mock. */
export const signInWithToken = (body: { accessToken: string }) => callAuth('api/auth/sign-in-with-token', body);

export const useSignInWithToken = () => useMutation({ mutationFn: signInWithToken });
