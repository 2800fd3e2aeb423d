import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The usual first install: the product opened from another machine at http://<server-ip>:<port>.
 * Plain HTTP on a LAN address is not a secure context, so the browser offers no service worker;
 * deep links must still load their texts, and the template areas must still get their mock.
 */
function lanAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

const address = lanAddress();
const T = { timeout: 30_000 };
const PASSWORD = 'lan-password-123';

describe.skipIf(!address)(
  `the product at a LAN address over plain HTTP (${address ?? 'this machine has no non-loopback IPv4 address'})`,
  () => {
    let server: RunningServer;
    let browser: Browser;
    let origin: string;

    beforeAll(async () => {
      server = await startServer({
        ...inject('webEnv'),
        HOST: '0.0.0.0',
        SEED_PASSWORD: PASSWORD,
        SIMULATOR: 'off',
        ALLOWED_HOSTS: `${address},localhost,127.0.0.1`,
      });
      origin = `http://${address}:${new URL(server.url).port}`;
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('signs in from a deep link with real texts, then opens a template area answered by the in-page mock', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      const page: Page = await context.newPage();
      const failed: string[] = [];
      const scripts: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });

      await page.goto(`${origin}/dashboard/devices`);
      await page.waitForURL((u) => u.pathname === '/auth/sign-in', T);
      expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/dashboard/devices');
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      // Texts, not their keys: the translations came from the app's base path, not /auth/assets/….
      await page.getByRole('heading', { name: 'Sign in' }).waitFor(T);
      expect(await page.locator('body').innerText()).not.toMatch(/auth\.signIn\.\w+/);

      await page.locator('input[name="username"]').fill('operator');
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/dashboard/devices', T);
      await page.locator('[data-testid="breadcrumb"]').getByText('Devices').waitFor(T);
      await page.locator('[data-testid="navigation"]').getByRole('link', { name: 'Sensors', exact: true }).waitFor(T);
      // The product started without the template areas' mock: none of its code has been fetched yet.
      expect(scripts.filter((s) => /in-page|handlers/.test(s))).toEqual([]);

      // A template area, opened from the menu: its data comes from the in-page mock.
      await page.locator('[data-testid="navigation"]').getByRole('link', { name: 'Contacts' }).click();
      await page.waitForURL((u) => u.pathname === '/apps/contacts', T);
      await page
        .getByRole('button', { name: /Dena Molina/ })
        .first()
        .waitFor(T);
      expect(scripts.some((s) => /in-page/.test(s))).toBe(true);
      // A call made inside the page gets the mock's answer too, and product calls still reach the server.
      const fromPage = await page.evaluate(async () => {
        const contacts = await (await fetch(new URL('api/apps/contacts/all', document.baseURI))).json();
        const health = await (await fetch('/api/health/')).json();
        return { contacts: contacts.length as number, health: health.status as string };
      });
      expect(fromPage.contacts).toBeGreaterThan(5);
      expect(fromPage.health).toBe('ok');
      await screenshot(page, 'lan-contacts-1280');

      // Reloading a deep link keeps working too (texts and mock), with no service worker at all.
      await page.reload();
      await page
        .getByRole('button', { name: /Dena Molina/ })
        .first()
        .waitFor(T);
      // Nothing failed to load; the only refusal is the signed-out session check before signing in, one call.
      expect(failed).toEqual(['401 /api/platform/users/me/']);
      await context.close();
    });

    it('shows the side menu at 1280 px for a session this browser holds without the signed-in marker', async () => {
      // Signed in outside the sign-in page (another tab's port, cleared storage, a script): the cookie is
      // valid but local storage has no marker; the menu must show all the same.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', baseURL: origin });
      const res = await context.request.post('/api/login/', { form: { username: 'operator', password: PASSWORD }, headers: { origin } });
      expect(res.ok()).toBe(true);
      const page: Page = await context.newPage();
      await page.goto('/dashboard/devices');
      await page.locator('[data-testid="navigation"]').getByRole('link', { name: 'Sensors', exact: true }).waitFor(T);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('session');
      await screenshot(page, 'lan-menu-without-marker-1280');
      await context.close();
    });
  },
);
