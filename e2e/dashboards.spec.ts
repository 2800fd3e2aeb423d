import { describe, expect, it } from 'vitest';
import { screenshot, signIn, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

/** A same-origin API call from the page, with the session's CSRF token. */
interface LinkLite {
  id: number;
  name: string;
  length_m: number;
  origin_device_id: number;
  destination_device_id: number;
}

describe('dashboards: terminal wall and road analytics', () => {
  const b = useBrowser();

  it('keeps a terminal user on the terminal wall, whose tiles fill in live from the event stream', async () => {
    const page = await b.newPage();
    await signIn(page, 'terminal', b.state.password, '/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page.waitForURL((u) => u.pathname === '/dashboard/terminal');
    await expect.poll(() => page.getByTestId('terminal-tile').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="terminal-tile"][data-kind="route"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('terminal-live').textContent(), { timeout: 20_000 }).toBe('Live');
    // Any other dashboard page sends the terminal user back here.
    await page.goto('/dashboard/links');
    await page.waitForURL((u) => u.pathname === '/dashboard/terminal');

    // A batch of detections at the two ends of the last link gives it a travel time; no reload.
    const links = await apiCall<{ results: LinkLite[] }>(page, '/api/map/links/?page_size=1&ordering=-name');
    const link = links.results[0];
    const [o, d] = await Promise.all([
      apiCall<{ serial: string }>(page, `/api/map/devices/${link.origin_device_id}/`),
      apiCall<{ serial: string }>(page, `/api/map/devices/${link.destination_device_id}/`),
    ]);
    const travel = Math.max(10, Math.round(link.length_m / (30 / 3.6)));
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let i = 0; i < 12; i++) {
      const t = now - travel - 60 + i * 3;
      records.push({ serial: o.serial, fingerprint: `wall-${now}-${i}`, create_time: t, rssi: -60, signal: 0 });
      records.push({ serial: d.serial, fingerprint: `wall-${now}-${i}`, create_time: t + travel + (i % 3), rssi: -60, signal: 0 });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    const tile = page.locator(`[data-testid="terminal-tile"][data-name="${link.name}"]`);
    await expect.poll(() => tile.getByTestId('tile-travel-time').textContent(), { timeout: 30_000 }).toMatch(/^\d+:\d\d$/);
    // In km/h, or in mph while the company-settings spec has the company on miles (the specs share one server).
    expect(await tile.getByTestId('tile-speed').textContent()).toMatch(/^\d+ (km\/h|mph)$/);
    expect(await page.getByTestId('terminal-updated').textContent()).toMatch(/^Updated 20\d\d-\d\d-\d\d/);
    await tile.scrollIntoViewIfNeeded();
    await screenshot(page, 'terminal-wall-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect.poll(() => tile.getByTestId('tile-travel-time').textContent(), { timeout: 20_000 }).toMatch(/^\d+:\d\d$/);
    await screenshot(page, 'terminal-wall-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("speaks of wait and loading times on a port company's wall", async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'port', b.state.password);
    await page.goto('/dashboard/terminal');
    await page.getByTestId('terminal-page').waitFor({ timeout: 20_000 });
    const name = `Gate ${Date.now()} → Berth 7`;
    await apiCall(page, '/api/map/links/', 'POST', { name, length_m: 850, provider_segment: 'PS-PORT-GATE-3' });
    await page.reload();
    const tile = page.locator(`[data-testid="terminal-tile"][data-name="${name}"]`);
    await tile.waitFor({ timeout: 20_000 });
    const text = (await tile.textContent()) ?? '';
    expect(text).toContain('Wait time');
    expect(text).toContain('Loading time');
    expect(text).not.toContain('Travel time');
    expect(text).not.toContain('Delay');
  });

  it('sends a road-analytics-only company to corridor analytics with ranked segments and a daily trend', async () => {
    const page = await b.newPage();
    await signIn(page, 'roadanalytics', b.state.password, '/auth/sign-in?redirectURL=%2Fdashboard%2Fmain%2Fmap');
    await page.waitForURL((u) => u.pathname === '/dashboard/road-analytics');
    await expect.poll(() => page.getByTestId('road-analytics-row').count(), { timeout: 20_000 }).toBe(10);
    const speeds = await page.getByTestId('row-speed').allTextContents();
    for (const s of speeds) expect(s).toMatch(/^\d+ km\/h$/);
    const ci = (await page.getByTestId('row-ci').allTextContents()).map(Number);
    expect(ci.every((v) => v > 1)).toBe(true);
    expect(ci).toEqual([...ci].sort((a, b) => b - a));
    expect(await page.getByTestId('summary-segments').textContent()).toContain('15');
    await page.locator('[data-testid="road-analytics-trend"] canvas').first().waitFor();
    await page.waitForTimeout(1500); // the chart's entry animation
    await screenshot(page, 'road-analytics-1280');
    await page.getByTestId('road-analytics-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'road-analytics-table-1280');

    // The period lives in the URL: 30 days survives a reload.
    await page.getByTestId('period-30').click();
    await page.waitForURL((u) => u.searchParams.get('days') === '30');
    await page.reload();
    await expect.poll(() => page.getByTestId('period-30').getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => page.getByTestId('road-analytics-row').count(), { timeout: 20_000 }).toBe(10);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.locator('[data-testid="road-analytics-trend"] canvas').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('road-analytics-trend').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await screenshot(page, 'road-analytics-375');
    await page.getByTestId('road-analytics-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'road-analytics-table-375');
  });
});
