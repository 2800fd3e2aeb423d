import { auth } from '@roadlens/contract/endpoints/auth';
import { call } from '../../../lib/api/client.ts';

export interface SignInReply {
  detail?: string;
  check_qr?: boolean;
}

/** Sign-in is the one form-data call: the fields travel as a form, as the old UI sent them. */
export function signIn(username: string, password: string, checkTfa?: string): Promise<SignInReply> {
  const body = { username, password, ...(checkTfa ? { check_tfa: checkTfa } : {}) };
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.set(k, v);
  return call(auth.login, { body }, { form, silent: true });
}
