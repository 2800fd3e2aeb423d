import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SystemStatus } from '@roadlens/contract/system-status';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';

/** The figures the page was built from, read through the same API in the same session. */
async function apiStatus(page: Page): Promise<SystemStatus> {
  const res = await page.context().request.get('/api/platform/system_status/');
  expect(res.status()).toBe(200);
  return (await res.json()) as SystemStatus;
}

describe('system status (staff only)', () => {
  const b = useBrowser();

  it('shows a staff user the installation’s real figures, from the menu', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'staff', b.state.password);
    await page.goto('/dashboard/main/map');
    await page.locator('a[href="/dashboard/system-status"]').first().click();
    await page.waitForURL((u) => u.pathname === '/dashboard/system-status');
    await page.getByTestId('system-status-companies').waitFor({ timeout: 30_000 });

    const s = await apiStatus(page);
    await expect.poll(() => page.getByTestId('release').textContent()).toBe(s.server.release);
    expect(await page.getByTestId('db-kind').textContent()).toBe(s.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
    expect(await page.getByTestId('migrations').textContent()).toBe(
      `${s.database.migrations_applied} of ${s.database.migrations_known} applied`,
    );
    expect(s.database.size_bytes).toBeGreaterThan(0);
    expect(await page.getByTestId('db-size').textContent()).toMatch(/^[\d.,]+ (KB|MB|GB)$/);
    expect(await page.getByTestId('rss').textContent()).toMatch(/MB|GB/);
    expect(s.sessions_active).toBeGreaterThanOrEqual(1);

    // The seeded demo city has sensors; its row shows the server's counts.
    const demo = s.companies.find((c) => c.name === 'Demo City')!;
    expect(demo.sensors_total).toBeGreaterThan(0);
    const row = page.getByTestId(`company-${demo.id}`);
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('Demo City');
    expect(Number(cells[1].replace(/\D/g, ''))).toBe(demo.sensors_total);
    expect(await page.locator('[data-testid^="company-"]').count()).toBe(s.companies.length);
    await screenshot(page, 'system-status-1280');
  });

  it('fits a phone screen', async () => {
    const page = await b.newPage({ width: 375, height: 800 });
    await signInApi(page, b.state.baseURL, 'staff', b.state.password);
    await page.goto('/dashboard/system-status');
    await page.getByTestId('card-server').waitFor({ timeout: 30_000 });
    // Cards stack; only the companies table may scroll sideways, inside its own container.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'system-status-375');
  });

  it('sends a non-staff user to /dashboard/journey, and the API refuses them', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
    });
    await page.goto('/dashboard/system-status');
    // The staff rule's target; this installation then hands /dashboard/journey… to the old UI.
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '').endsWith('/dashboard/journey'));
    expect(seen).toContain('/dashboard/journey');
    expect(await page.getByTestId('card-server').count()).toBe(0);
    expect(await page.locator('a[href="/dashboard/system-status"]').count()).toBe(0);
    expect((await page.context().request.get('/api/platform/system_status/')).status()).toBe(403);
  });
});
