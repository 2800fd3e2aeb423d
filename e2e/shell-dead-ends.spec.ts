import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

const T = { timeout: 20_000 };

/** Lets the page see a map_config with an old-UI address, as a server with LEGACY_URL set answers it. */
async function withLegacyUrl(page: Page, legacyUrl: string) {
  await page.context().route(
    (url) => url.pathname === '/api/map/map_config/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), legacy_url: legacyUrl } });
    },
  );
}

/** Adds a newer release to the answers of one path, as a server does once a new web build is deployed. */
async function newReleaseOn(page: Page, pathname: string) {
  await page.context().route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-frontend-update': '9.9.9+next' } });
    },
  );
}

describe('shell: no dead ends', () => {
  const b = useBrowser();
  let oldUi: Server;
  let oldUiUrl: string;
  beforeAll(async () => {
    // Stands in for an installed old UI: any path answers a page naming it.
    oldUi = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<h1>old ui ${req.url}</h1>`));
    await new Promise<void>((resolve) => oldUi.listen(0, '127.0.0.1', resolve));
    oldUiUrl = `http://127.0.0.1:${(oldUi.address() as AddressInfo).port}/old`;
  });
  afterAll(async () => {
    await new Promise((resolve) => oldUi?.close(resolve));
  });

  const signInForm = async (page: Page, username: string, target = '/auth/sign-in') => {
    await page.goto(target);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(b.state.password);
    await page.locator('button[type="submit"]').click();
  };

  it('lands a user without a role on a page they can use, with the No Role warning, and lets them sign out', async () => {
    for (const width of [1280, 375]) {
      const page = await b.newPage({ width, height: 800 });
      await signInForm(page, 'norole');
      await page.waitForURL((u) => u.pathname === '/home', T);
      const warning = page.getByTestId('no-role');
      await warning.waitFor(T);
      expect(await warning.textContent()).toContain('No Role');
      expect(await warning.textContent()).toContain('Please ask the owner/admin of your organization to set a role for you.');
      // No button that leads straight back to a page they may not open.
      expect(await page.getByRole('link', { name: 'Open the dashboard' }).count()).toBe(0);
      // Nor menu entries whose pages need a role's permissions for their data.
      if (width === 1280) {
        const nav = page.locator('[data-testid="navigation"]');
        await nav.getByRole('link', { name: 'Contacts' }).waitFor(T);
        for (const name of ['Tabular Data', 'Insight', 'Road Analytics', 'Sensors', 'Map']) {
          expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(0);
        }
      }
      await screenshot(page, `shell-no-role-home-${width}`);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Signout' }).click();
        await page.waitForURL((u) => u.pathname === '/auth/sign-in', T);
      }
      await page.context().close();
    }
  });

  it('gives a user without a role a way on from Forbidden: the warning, the home page and sign-out', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'norole', b.state.password);
    await page.goto('/dashboard/devices');
    await page.waitForURL((u) => u.pathname === '/auth/forbidden', T);
    await page.getByTestId('no-role').waitFor(T);
    await screenshot(page, 'shell-no-role-forbidden-1280');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((u) => u.pathname === '/home', T);
    await page.getByTestId('no-role').waitFor(T);
    await page.goto('/dashboard/devices');
    await page.waitForURL((u) => u.pathname === '/auth/forbidden', T);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/sign-in', T);
    expect((await page.context().request.get('/api/platform/users/me/')).status()).toBe(401);
  });

  it('sends a non-staff user from System Status to a page with a working way back and sign-out', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/system-status');
    await page.waitForURL((u) => u.pathname === '/legacy/dashboard/journey/', T);
    await page.getByText('This page is not available on this installation.').waitFor(T);
    await page.getByRole('link', { name: 'Sign out' }).waitFor(T);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/main/map', T);
    await page.locator('[data-testid="navigation"]').waitFor(T);
  });

  it('lets a journey company out of the old-UI page when none is installed, and opens LEGACY_URL when one is', async () => {
    const page = await b.newPage();
    await signInForm(page, 'journey', '/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page.waitForURL((u) => u.pathname === '/legacy/dashboard/journey/', T);
    await page.getByText('This page is not available on this installation.').waitFor(T);
    expect(await page.getByRole('link', { name: 'Back to the dashboard' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((u) => u.pathname === '/home', T);
    await page.getByRole('button', { name: 'Signout' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/sign-in', T);

    const installed = await b.newPage();
    await withLegacyUrl(installed, oldUiUrl);
    await signInApi(installed, b.state.baseURL, 'journey', b.state.password);
    await installed.goto('/dashboard/main/map');
    await installed.waitForURL(`${oldUiUrl}/dashboard/journey/`, T);
    expect(await installed.locator('h1').textContent()).toBe('old ui /old/dashboard/journey/');
  });

  it('hides "Switch to Legacy Version" with no old UI, and opens LEGACY_URL plus the current path with one', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    await page.locator('[data-testid="navigation"]').waitFor(T);
    await page.getByRole('button', { name: 'Open help for this page' }).waitFor(T);
    expect(await page.getByRole('button', { name: 'Switch to Legacy Version' }).count()).toBe(0);

    const withOld = await b.newPage();
    await withLegacyUrl(withOld, oldUiUrl);
    await signInApi(withOld, b.state.baseURL, 'operator', b.state.password);
    await withOld.goto('/dashboard/devices?page=2');
    const popup = withOld.waitForEvent('popup', T);
    await withOld.getByRole('button', { name: 'Switch to Legacy Version' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${oldUiUrl}/dashboard/devices?page=2`);
  });
});

describe('shell: X-Frontend-Update on the start-up calls', () => {
  const b = useBrowser();
  const toasts = (page: Page) => page.locator('[data-testid="api-toast"]');

  it('shows New Update Available when the first profile call of a signed-in start announces a newer release', async () => {
    const page = await b.newPage();
    await newReleaseOn(page, '/api/platform/users/me/');
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    await expect.poll(() => toasts(page).allTextContents(), T).toEqual(['New Update Available.Please refresh the page.']);
    expect(await toasts(page).getAttribute('data-variant')).toBe('info');
  });

  it('shows it on the sign-in page too, from the signed-out session check', async () => {
    const page = await b.newPage();
    await newReleaseOn(page, '/api/platform/users/me/');
    await page.goto('/dashboard/devices');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in', T);
    await expect.poll(() => toasts(page).allTextContents(), T).toEqual(['New Update Available.Please refresh the page.']);
  });
});

describe('shell: every page has help', () => {
  const b = useBrowser();
  const pages = [
    ['/dashboard/main/list', 'List', 'Liste'],
    ['/dashboard/tabular', 'Tabular Data', 'Tablo Verileri'],
    ['/dashboard/settings/profile', 'Settings', 'Ayarlar'],
    ['/dashboard/road-analytics', 'Road Analytics', 'Yol Analitiği'],
    ['/dashboard/system-status', 'System Status', 'Sistem Durumu'],
  ] as const;

  it.each(['en', 'tr'] as const)('opens the help of List, Tabular Data, Settings, Road Analytics and System Status (%s)', async (lang) => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await signInApi(page, b.state.baseURL, 'admin', b.state.password);
    const name = lang === 'en' ? 'Open help for this page' : 'Bu sayfanın yardımını aç';
    for (const [path, en, tr] of pages) {
      await page.goto(`${path}?lang=${lang}`);
      const button = page.getByRole('button', { name, exact: true });
      await expect.poll(() => button.isEnabled(), T).toBe(true);
      await button.click();
      const panel = page.getByTestId('help-panel');
      await panel.waitFor(T);
      await expect
        .poll(() => page.frameLocator('[data-testid="help-panel"] iframe').locator('h1').textContent(), T)
        .toBe(lang === 'en' ? en : tr);
      expect(await panel.locator('iframe').getAttribute('src')).toMatch(new RegExp(`^/help/${lang}/[a-z-]+\\.html$`));
      await panel.getByRole('button', { name: lang === 'en' ? 'Close help' : 'Yardımı kapat' }).click();
      await expect.poll(() => panel.count(), T).toBe(0);
    }
  });
});
