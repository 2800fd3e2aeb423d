import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { screenshot, signIn, signInApi, useBrowser } from './support/browser.ts';
import { startTestIdp, type TestIdp } from '../apps/server/src/modules/sso/test-idp.ts';

/** Unsafe API calls from a browser context need the session's CSRF token and our Origin. */
async function post(page: Page, baseURL: string, url: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return page.context().request.post(url, { data, headers: { origin: baseURL, 'x-csrftoken': csrf } });
}

/** The mail the server kept in its outbox (no SMTP in e2e), read by the superuser. */
async function lastMailTo(request: APIRequestContext, recipient: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await request.get(`/api/platform/mail_outbox/?recipient=${encodeURIComponent(recipient)}`);
    const body = (await res.json()) as { results: Array<{ body: string }> };
    if (body.results[0]) return body.results[0].body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${recipient}`);
}

describe('identity: redirect rules', () => {
  const b = useBrowser();

  it('sends a journey company to the old-UI journey page (which this installation does not serve)', async () => {
    const page = await b.newPage();
    // Not signIn(): its wait for "left /auth/" can catch the SPA step just before the full-page
    // navigation to the old UI, and then fail with ERR_ABORTED. Wait for the final page only.
    await page.goto('/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page.locator('input[name="username"]').fill('journey');
    await page.locator('input[name="password"]').fill(b.state.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/legacy/dashboard/journey/', { timeout: 30_000 });
    await page.getByText('This page is not available on this installation.').waitFor();
  });

  it('sends any other path to /dashboard (then the map), and /dashboard/journey… to the old UI', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/no/such/page');
    await page.waitForURL((u) => u.pathname === '/dashboard/main/map');
    await page.goto('/dashboard/journey/42');
    await page.waitForURL((u) => u.pathname === '/legacy/dashboard/journey/42/');
  });

  it('sends a user without the permission (no role) to /auth/forbidden', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'norole', b.state.password);
    // A page with a permission guard (the main area itself sends them home: shell-dead-ends.spec.ts).
    await page.goto('/dashboard/devices');
    await page.waitForURL((u) => u.pathname === '/auth/forbidden');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Forbidden');
  });

  it('shows /home under the main layout to a visitor (Sign in, no bell) and to a signed-in user (bell)', async () => {
    const page = await b.newPage();
    await page.goto('/home');
    await page.getByTestId('anonymous-layout').waitFor();
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('bell').count()).toBe(0);
    expect(page.url()).toBe(`${b.state.baseURL}/home`);
    await screenshot(page, 'home-anonymous');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');

    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/home');
    await page.getByTestId('bell').waitFor();
    await page.getByRole('link', { name: 'Open the dashboard' }).waitFor();
  });
});

describe('identity: an invitation accepted end to end', () => {
  const b = useBrowser();

  it('admin invites in settings, the mailed link opens sign-up, and the new user is signed in', async () => {
    const email = `invitee-${Date.now()}@example.org`;
    const admin = await b.newPage();
    await signInApi(admin, b.state.baseURL, 'admin', b.state.password);
    await admin.goto('/dashboard/settings/invitations');
    await admin.locator('input[name="email"]').fill(email);
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Operator' }).click();
    await admin.getByRole('button', { name: 'Invite' }).click();
    await admin.getByText(email).waitFor();
    const link = /(http\S+\/auth\/sign-up\?invitation=\S+)/.exec(await lastMailTo(admin.context().request, email))?.[1];
    expect(link).toBeTruthy();

    const context = await b.state.browser.newContext({ baseURL: b.state.baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const url = new URL(link!);
      await page.goto(url.pathname + url.search);
      await page.getByText(`Invited as ${email} to Demo City.`).waitFor();
      await page.locator('input[name="username"]').fill(`invitee${Date.now() % 100000}`);
      await page.locator('input[name="first_name"]').fill('Ina');
      await page.locator('input[name="last_name"]').fill('Vitee');
      await page.locator('input[name="password1"]').fill('invited-pass-123');
      await page.locator('input[name="password2"]').fill('invited-pass-123');
      await screenshot(page, 'sign-up');
      await page.locator('button[type="submit"]').click();
      await page
        .waitForURL((u) => u.pathname === '/dashboard/main/map', { timeout: 30_000 })
        .catch(async (err: unknown) => {
          await screenshot(page, 'failures/sign-up-after-submit');
          throw err;
        });
      const me = await (await context.request.get('/api/platform/users/me/')).json();
      expect(me.auth_user.email).toBe(email);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('session');
    } finally {
      await context.close();
    }
  });
});

describe('identity: single sign-on through a real OpenID Connect provider', () => {
  const b = useBrowser();
  let idp: TestIdp;
  let companyUuid: string;

  beforeAll(async () => {
    idp = await startTestIdp({ redirectUris: [`${b.state.baseURL}/api/sso/callback/`] });
  });
  afterAll(() => idp?.close());

  it('admin adds the provider; a user links it in settings, then signs in with the button', async () => {
    const admin = await b.newPage();
    await signInApi(admin, b.state.baseURL, 'admin', b.state.password);
    const created = await post(admin, b.state.baseURL, '/api/platform/sso_providers/', {
      name: 'testidp',
      label: 'Test IdP',
      issuer: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
    });
    expect(created.status()).toBe(201);
    companyUuid = (await (await admin.context().request.get('/api/platform/users/me/')).json()).company.uuid;

    const page = await b.newPage();
    await signIn(page, 'viewer', b.state.password, '/auth/sign-in?redirectURL=%2Fdashboard%2Fsettings%2Fsecurity');
    const row = page.getByTestId('sso-identities');
    await row.getByText('Not linked').waitFor();
    await row.getByRole('button', { name: 'Link' }).click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.locator('input[name="login"]').fill('e2e-vera');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/settings/security');
    await row.getByText('Linked (e2e-vera@idp.test)').waitFor();
    await screenshot(page, 'settings-sso-linked');

    await page.goto('/auth/sign-out');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in');
    await page.goto('/auth/sign-in?redirectURL=%2Fdashboard%2Fsettings%2Fprofile');
    const button = page.getByRole('link', { name: 'Sign in with Test IdP' });
    await button.waitFor();
    await screenshot(page, 'sign-in-sso');
    await button.click();
    // The provider may still know this browser (signed in there while linking) or ask again.
    await page.waitForURL((u) => u.origin === idp.issuer || u.pathname === '/dashboard/settings/profile', { timeout: 30_000 });
    if (new URL(page.url()).origin === idp.issuer) {
      await page.locator('input[name="login"]').fill('e2e-vera');
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await page.waitForURL((u) => u.pathname === '/dashboard/settings/profile', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('sso:testidp');
    const me = await (await page.context().request.get('/api/platform/users/me/')).json();
    expect(me).toMatchObject({ auth_user: { username: 'viewer' }, sign_in_method: 'sso:testidp' });
  });

  it('refuses an identity nobody linked, with a clear message on sign-in', async () => {
    expect(companyUuid).toBeTruthy();
    const page = await b.newPage();
    await page.goto(`/auth/sign-in?company=${companyUuid}`);
    await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
    await page.waitForURL((u) => u.origin === idp.issuer);
    await page.locator('input[name="login"]').fill('e2e-stranger');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/sign-in' && u.searchParams.get('sso_error') === 'unlinked');
    await page.getByTestId('sso-error').getByText('is not linked to a Roadlens user', { exact: false }).waitFor();
    expect((await page.context().request.get('/api/platform/users/me/')).status()).toBe(401);
    await screenshot(page, 'sign-in-sso-unlinked');
  });
});
