import { describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface RouteLite {
  id: number;
  name: string;
  link_ids: number[];
}
interface LinkLite {
  id: number;
  name: string;
  length_m: number;
  origin_device_id: number;
  destination_device_id: number;
}

describe('Traffic Stats: congestion scan, bottlenecks and share links', () => {
  const b = useBrowser();

  it('scans a demo route, ranks bottlenecks, and shares the view until it is revoked', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard');
    // Traffic Stats is in the menu for a sensor company too.
    await page.goto('/dashboard/road-analytics');
    await page.getByTestId('road-analytics-page').waitFor({ timeout: 20_000 });

    // Vehicles crossing the first link of a route: live processing turns them into an interval the scan shows.
    const routes = await apiCall<{ results: RouteLite[] }>(page, '/api/map/routes/?page_size=50&ordering=name');
    const route = routes.results.find((r) => r.link_ids.length > 1)!;
    const link = await apiCall<LinkLite>(page, `/api/map/links/${route.link_ids[0]}/`);
    const [o, d] = await Promise.all([
      apiCall<{ serial: string }>(page, `/api/map/devices/${link.origin_device_id}/`),
      apiCall<{ serial: string }>(page, `/api/map/devices/${link.destination_device_id}/`),
    ]);
    const travel = Math.max(10, Math.round(link.length_m / (20 / 3.6)));
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let i = 0; i < 12; i++) {
      const t = now - travel - 90 + i * 3;
      records.push({ serial: o.serial, fingerprint: `scan-${now}-${i}`, create_time: t, rssi: -60, signal: 0 });
      records.push({ serial: d.serial, fingerprint: `scan-${now}-${i}`, create_time: t + travel + (i % 3), rssi: -60, signal: 0 });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });

    await page.goto(`/dashboard/road-analytics?route=${route.id}&bin=15`);
    await page
      .locator('[data-testid="congestion-scan"] canvas')
      .first()
      .waitFor({ timeout: 40_000 })
      .catch(async () => {
        // The interval may land after the first load: reload once it has.
        await page.reload();
        await page.locator('[data-testid="congestion-scan"] canvas').first().waitFor({ timeout: 40_000 });
      });
    await expect.poll(() => page.getByTestId('bottleneck-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('bottleneck-kind').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1200);
    await page.getByTestId('congestion-scan').scrollIntoViewIfNeeded();
    await screenshot(page, 'traffic-stats-scan-1280');
    await page.getByTestId('bottleneck-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'traffic-stats-bottlenecks-1280');

    // Share the view: the link opens in a fresh context with no session and shows the same route's scan.
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-create').click();
    const link0 = page.getByTestId('share-link');
    await link0.waitFor({ timeout: 20_000 });
    const url = await link0.inputValue();
    expect(new URL(url).pathname).toBe('/share/road-analytics/traffic-stats');

    const guest = await b.state.browser.newContext({ baseURL: b.state.baseURL, viewport: { width: 1280, height: 800 } });
    const gp = await guest.newPage();
    const calls: string[] = [];
    gp.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
    });
    await gp.goto(url);
    await gp.getByTestId('shared-traffic-stats').waitFor({ timeout: 20_000 });
    await gp.locator('[data-testid="congestion-scan"] canvas').first().waitFor({ timeout: 20_000 });
    expect(await gp.getByTestId('bottleneck-row').count()).toBeGreaterThan(0);
    expect(await gp.getByTestId('share-open').count()).toBe(0);
    expect(await gp.getByTestId('scan-route').count()).toBe(0);
    // Only the share's own endpoint: no profile, no session.
    expect([...new Set(calls)]).toEqual(['/api/share/road-analytics/traffic-stats/']);
    await gp.waitForTimeout(1000);
    await screenshot(gp, 'traffic-stats-shared-1280');
    await gp.setViewportSize({ width: 375, height: 800 });
    await gp.waitForTimeout(800);
    await screenshot(gp, 'traffic-stats-shared-375');

    // Revoke it: the same link now says so.
    await page.getByTestId('share-revoke').first().click();
    await expect.poll(() => page.getByTestId('share-revoke').count(), { timeout: 10_000 }).toBe(0);
    await gp.reload();
    await gp.getByTestId('share-gone').waitFor({ timeout: 20_000 });
    expect(await gp.getByTestId('share-gone').textContent()).toContain('expired or been revoked');
    await screenshot(gp, 'traffic-stats-share-gone-375');
    await guest.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('[data-testid="congestion-scan"] canvas').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('congestion-scan').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await screenshot(page, 'traffic-stats-scan-375');
  }, 240_000);
});
