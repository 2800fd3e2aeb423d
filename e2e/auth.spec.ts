import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { screenshot, signIn, useBrowser } from './support/browser.ts';

describe('identity and access', () => {
  const b = useBrowser();

  it('sends the signed-out to sign-in with the requested URL, then back to it', async () => {
    const page = await b.newPage();
    await page.goto('/dashboard/settings/profile');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');
    expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/dashboard/settings/profile');
    await page.locator('input[name="username"]').fill('operator');
    await page.locator('input[name="password"]').fill(b.state.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/settings/profile', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('session');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect.poll(() => page.locator('input[name="first_name"]').inputValue()).toBe('Oya');
    await screenshot(page, 'settings-profile');
  });

  it('lands an unauthenticated visit to / on sign-in with the map as target', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');
    expect(new URL(page.url()).search).toBe('?redirectURL=%2Fdashboard%2Fmain%2Fmap');
  });

  it('shows Forbidden to a viewer on an admin screen', async () => {
    const page = await b.newPage();
    await signIn(page, 'viewer', b.state.password);
    await page.goto('/dashboard/settings/users');
    await page.waitForURL((u) => u.pathname === '/auth/forbidden');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Forbidden');
    await screenshot(page, 'forbidden');
  });

  it('signs out: session ended, marker cleared, sign-in without redirectURL', async () => {
    const page = await b.newPage();
    await signIn(page, 'operator', b.state.password);
    await page.goto('/auth/sign-out');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const me = await page.context().request.get('/api/platform/users/me/');
    expect(me.status()).toBe(401);
  });

  it('keeps a hostile redirectURL on the origin', async () => {
    const page = await b.newPage();
    await page.goto(`/auth/sign-in?redirectURL=${encodeURIComponent('//evil.example/steal')}`);
    await page.locator('input[name="username"]').fill('operator');
    await page.locator('input[name="password"]').fill(b.state.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/'), { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(b.state.baseURL).origin);
    expect(url.pathname).toBe('/dashboard/main/map');
  });

  it('sends a terminal user to /dashboard/terminal and a road-analytics-only company to road analytics', async () => {
    const page = await b.newPage();
    await signIn(page, 'terminal', b.state.password, '/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page.waitForURL((u) => u.pathname === '/dashboard/terminal');
    await page.context().clearCookies();
    const page2 = await b.newPage();
    await signIn(page2, 'roadanalytics', b.state.password, '/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page2.waitForURL((u) => u.pathname === '/dashboard/road-analytics');
  });

  it('signs in with the two-factor step', async () => {
    const page = await b.newPage();
    const req = page.context().request;
    const headers = { origin: b.state.baseURL };
    expect((await req.post('/api/login/', { form: { username: 'here', password: b.state.password }, headers })).ok()).toBe(true);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
    const qr = await (await req.get('/api/platform/users/generate_two_fa_qr_code/')).json();
    const secret = new URL(qr.otpauth_url).searchParams.get('secret')!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const on = await req.post('/api/platform/users/update_two_fa/', {
      data: { enabled: true, code: totp.generate() },
      headers: { ...headers, 'x-csrftoken': csrf },
    });
    expect(on.ok()).toBe(true);
    await page.context().clearCookies();

    await page.goto('/auth/sign-in?redirectURL=%2Fdashboard%2Fsettings%2Fsecurity');
    await page.locator('input[name="username"]').fill('here');
    await page.locator('input[name="password"]').fill(b.state.password);
    await page.locator('button[type="submit"]').click();
    const code = page.locator('input[name="check_tfa"]');
    await code.waitFor();
    await screenshot(page, 'sign-in-two-factor');
    // The enrolment used the current step; the next step's code is inside the drift window.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/settings/security', { timeout: 30_000 });
    await page.getByText('Two-factor authentication is on.').waitFor();
    await screenshot(page, 'settings-security');
  });
});
