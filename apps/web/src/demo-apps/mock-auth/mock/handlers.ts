import { delay, http, HttpResponse } from 'msw';
import { readBody } from '../../shared/read-body.ts';
import { MOCK_CREDENTIALS } from '../credentials.ts';
import { mockUser } from './data.ts';
import { signToken, verifyToken } from './jwt.ts';

// Forgot and reset password 1000 ms; sign-in, sign-up and unlock 1500 ms.
export const AUTH_DELAYS = { signIn: 1500, signUp: 1500, unlock: 1500, forgotPassword: 1000, resetPassword: 1000 } as const;
const INVALID_TOKEN = { error: 'Invalid token', message: 'Invalid token' };

const reply = async () => HttpResponse.json({ user: mockUser, accessToken: await signToken(mockUser.id), tokenType: 'bearer' });

async function checkCredentials(request: Request) {
  const body = await readBody(request);
  if (body.email === MOCK_CREDENTIALS.email && body.password === MOCK_CREDENTIALS.password) return reply();
  // Wrong details answer 404 with the body `false`, as the template does.
  return HttpResponse.json(false, { status: 404 });
}

/**
 * The template's mock authentication. Only these six paths: `api/auth/password/reset/**` and the
 * product's own sign-in (`/api/login/`) belong to the real server and pass through untouched.
 */
export const mockAuthHandlers = [
  http.post('*/api/auth/sign-in', async ({ request }) => {
    await delay(AUTH_DELAYS.signIn);
    return checkCredentials(request);
  }),
  http.post('*/api/auth/unlock-session', async ({ request }) => {
    await delay(AUTH_DELAYS.unlock);
    return checkCredentials(request);
  }),
  http.post('*/api/auth/sign-in-with-token', async ({ request }) => {
    const { accessToken } = await readBody(request);
    return (await verifyToken(accessToken)) ? reply() : HttpResponse.json(INVALID_TOKEN, { status: 401 });
  }),
  http.post('*/api/auth/sign-up', async () => {
    await delay(AUTH_DELAYS.signUp);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/forgot-password', async () => {
    await delay(AUTH_DELAYS.forgotPassword);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/reset-password', async () => {
    await delay(AUTH_DELAYS.resetPassword);
    return HttpResponse.json(true);
  }),
];
