import { useMutation } from '@tanstack/react-query';
import { callAuth } from './call-auth.ts';

/** POST api/auth/unlock-session against the in-browser mock. */
export const unlockSession = (body: { email: string; password: string }) => callAuth('api/auth/unlock-session', body);

export const useUnlockSession = () => useMutation({ mutationFn: unlockSession });
