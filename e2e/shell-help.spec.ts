import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

const T = { timeout: 15_000 };

describe('help panel and terminology', () => {
  const b = useBrowser();
  const open = async (page: Page, username: string, path: string) => {
    await signInApi(page, b.state.baseURL, username, b.state.password);
    await page.goto(path);
  };
  const helpButton = (page: Page, name = 'Open help for this page') => page.getByRole('button', { name, exact: true });

  it("opens the route's help page (70vw, embedded, served by the server) and closes it", async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await open(page, 'operator', '/dashboard/devices');
    await expect.poll(() => helpButton(page).isEnabled(), T).toBe(true);
    await helpButton(page).click();
    const panel = page.getByTestId('help-panel');
    await panel.waitFor(T);
    // 70vw, within a pixel of sub-pixel layout; polled because the panel slides in.
    await expect.poll(async () => Math.abs((await panel.boundingBox())!.width - 1280 * 0.7), T).toBeLessThanOrEqual(1);
    expect(await panel.locator('iframe').getAttribute('src')).toBe('/help/en/devices.html');
    const frame = page.frameLocator('[data-testid="help-panel"] iframe');
    await expect.poll(() => frame.locator('h1').textContent(), T).toBe('Sensors');
    expect(await frame.locator('body').textContent()).toContain('Add sensor');
    await screenshot(page, 'shell-help');
    await panel.getByRole('button', { name: 'Close help' }).click();
    await expect.poll(() => panel.count(), T).toBe(0);
  });

  it('opens help from a help event of a page (the No Role warning), in Turkish', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await open(page, 'norole', '/apps/notes?lang=tr');
    const warning = page.getByTestId('no-role');
    await warning.waitFor(T);
    await warning.getByRole('button', { name: 'Rol nedir?' }).click();
    const panel = page.getByTestId('help-panel');
    await panel.waitFor(T);
    expect(await panel.locator('iframe').getAttribute('src')).toBe('/help/tr/roles.html');
    await expect.poll(() => page.frameLocator('[data-testid="help-panel"] iframe').locator('h1').textContent(), T).toBe('Roller');
    await panel.getByRole('button', { name: 'Yardımı kapat' }).click();
    await expect.poll(() => panel.count(), T).toBe(0);
  });

  it('speaks Turkish in the menu, breadcrumb, page title and pages', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await open(page, 'operator', '/dashboard/links?lang=tr');
    const nav = page.locator('[data-testid="navigation"]');
    await expect.poll(() => nav.textContent(), T).toContain('Sensörler');
    await expect.poll(() => page.getByTestId('breadcrumb').textContent(), T).toBe('Bağlantılar');
    await expect.poll(() => page.title(), T).toBe('Bağlantılar · Roadlens');
    await expect.poll(() => page.locator('main').textContent(), T).toContain('Seyahat süresi');
    expect(await helpButton(page, 'Bu sayfanın yardımını aç').isEnabled()).toBe(true);
  });

  it('swaps the port terminology in pages, breadcrumb and title, in both languages', async () => {
    const page = await b.newPage({ width: 1280, height: 800 });
    await open(page, 'port', '/dashboard/links');
    const main = page.locator('main');
    await expect.poll(() => main.textContent(), T).toContain('Wait time');
    expect(await main.textContent()).toContain('Loading time');
    expect(await main.textContent()).not.toContain('Travel time');
    await page.goto('/dashboard/devices');
    await expect.poll(() => page.getByTestId('breadcrumb').textContent(), T).toBe('Sensors');
    await expect.poll(() => page.title(), T).toBe('Sensors · Roadlens');
    await screenshot(page, 'shell-port-sensors');

    await page.goto('/dashboard/links?lang=tr');
    await expect.poll(() => main.textContent(), T).toContain('Bekleme süresi');
    expect(await main.textContent()).toContain('Yükleme süresi');
    expect(await main.textContent()).not.toContain('Seyahat süresi');
    const nav = page.locator('[data-testid="navigation"]');
    // Map and Grid both become Terminal.
    await expect.poll(() => nav.getByRole('link', { name: 'Terminal', exact: true }).count(), T).toBe(2);
    await page.goto('/dashboard/devices?lang=tr');
    await expect.poll(() => page.getByTestId('breadcrumb').textContent(), T).toBe('Sensörler');
    await screenshot(page, 'shell-port-tr');
  });
});
