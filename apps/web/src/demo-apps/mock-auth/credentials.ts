/**
 * The one e-mail and password pair the mock sign-in and unlock-session accept.
 * They open nothing real: the actual product signs in through /api/login/ on our server.
 */
export const MOCK_CREDENTIALS = { email: 'hughes.brian@company.com', password: 'admin' } as const;
