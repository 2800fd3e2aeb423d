import { request } from '../../../lib/api-client.ts';

export interface SignInReply {
  detail?: string;
  check_qr?: boolean;
}

/** POST /api/login/ — the one form-data call (core §7). */
export function signIn(username: string, password: string, checkTfa?: string): Promise<SignInReply> {
  const form = new FormData();
  form.set('username', username);
  form.set('password', password);
  if (checkTfa) form.set('check_tfa', checkTfa);
  return request<SignInReply>('/api/login/', { method: 'POST', form, silent: true });
}
