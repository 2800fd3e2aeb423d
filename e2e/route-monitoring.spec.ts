import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface Monitored {
  id: number;
  name: string;
  segments: Array<{ link_id: number }>;
  current?: {
    travel_time_s: number | null;
    estimated: boolean;
    estimated_links: Array<{ id: number; name: string }>;
    coverage: number;
    confidence: number;
  };
}

const WEEK = 7 * 86400;

/** Vehicles from `o` to `d`, `perSlot` every 5 minutes between `from` and `to`, taking `travel` seconds. */
function trips(o: string, d: string, from: number, to: number, travel: number, tag: string) {
  const records = [];
  for (let t = from, i = 0; t < to; t += 300, i++) {
    for (let k = 0; k < 4; k++) {
      const fp = `${tag}-${i}-${k}`;
      const at = t + k * 30;
      records.push(
        { serial: o, fingerprint: fp, create_time: at, rssi: -60, signal: 0 },
        { serial: d, fingerprint: fp, create_time: at + travel + k, rssi: -62, signal: 0 },
      );
    }
  }
  return records;
}

describe('route monitoring map', () => {
  const b = useBrowser();
  const tag = `rm-${Date.now()}`;

  /**
   * A two-link route: the first link reports now; the second fell silent this morning but carried
   * traffic at this time of the week in the weeks before, so its typical stands in.
   */
  async function seedRoute(page: Page) {
    const dev = (end: string, lat: number) =>
      apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=RM-${end}-${Date.now()}`, 'POST', { lat, lng: 29.1 });
    const [o, m, d] = [await dev('O', 41.0), await dev('M', 41.01), await dev('D', 41.02)];
    const link = (name: string, a: typeof o, z: typeof o, lat0: number) =>
      apiCall<{ id: number; name: string }>(page, '/api/map/links/', 'POST', {
        name,
        origin_device_id: a.id,
        destination_device_id: z.id,
        length_m: 1100,
        free_flow_s: 60,
        geometry: [
          [29.1, lat0],
          [29.1, lat0 + 0.01],
        ],
      });
    const live = await link(`RM live ${tag}`, o, m, 41.0);
    const silent = await link(`RM silent ${tag}`, m, d, 41.01);
    const route = await apiCall<{ id: number }>(page, '/api/map/routes/', 'POST', {
      name: `RM route ${tag}`,
      link_ids: [live.id, silent.id],
    });
    const now = Math.floor(Date.now() / 1000);
    // Both links carried traffic at this time of the week in the two weeks before: the route's typical band.
    for (const k of [1, 2]) {
      await apiCall(page, '/api/ingest/detections/', 'POST', {
        records: trips(m.serial, d.serial, now - k * WEEK - 3600, now - k * WEEK + 600, 90, `${tag}-w${k}`),
      });
      await apiCall(page, '/api/ingest/detections/', 'POST', {
        records: trips(o.serial, m.serial, now - k * WEEK - 3600, now - k * WEEK + 600, 95, `${tag}-a${k}`),
      });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', {
      records: trips(o.serial, m.serial, now - 1800, now - 200, 100, `${tag}-now`),
    });
    return { route: route.id, silent };
  }

  it('keeps a route’s value when one link goes silent, says it is estimated and names the link', { timeout: 180_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/route-monitoring-map');
    const { route, silent } = await seedRoute(page);
    const ours = async () => (await apiCall<Monitored[]>(page, '/api/route-monitoring/routes/')).find((r) => r.id === route);
    await expect.poll(async () => (await ours())?.current?.travel_time_s ?? null, { timeout: 60_000 }).not.toBeNull();
    const cur = (await ours())!.current!;
    expect(cur.estimated).toBe(true);
    expect(cur.estimated_links).toEqual([{ id: silent.id, name: silent.name }]);
    expect(cur.coverage).toBeCloseTo(0.5, 5);
    // The live link's ~100 s plus the silent one's typical ~90 s.
    expect(cur.travel_time_s).toBeGreaterThan(170);
    expect(cur.travel_time_s).toBeLessThan(220);

    await page.reload();
    const row = page.getByTestId(`route-row-${route}`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('route-travel-time').textContent()).not.toContain('—');
    expect(await row.getByTestId('route-estimated').textContent()).toContain(silent.name);
    expect(await row.getByTestId('route-coverage').textContent()).toContain('50');
    await row.click();
    await page.getByTestId('route-history-chart').locator('canvas').first().waitFor({ timeout: 20_000 });
    // Every seeded route of the city is listed beside ours.
    const all = await apiCall<Monitored[]>(page, '/api/route-monitoring/routes/');
    expect(await page.locator('[data-testid^="route-row-"]').count()).toBe(all.length);
    await page.getByTestId('route-monitoring-map').locator('canvas').first().waitFor();
    await page.waitForTimeout(1500);
    await screenshot(page, 'route-monitoring-1280');

    const phone = await b.state.browser.newContext({ baseURL: b.state.baseURL, viewport: { width: 375, height: 812 } });
    const p2 = await phone.newPage();
    await signInApi(p2, b.state.baseURL, 'operator', b.state.password);
    await p2.goto('/dashboard/route-monitoring-map');
    await p2.getByTestId(`route-row-${route}`).waitFor({ timeout: 30_000 });
    const overflow = await p2.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await p2.waitForTimeout(1000);
    await screenshot(p2, 'route-monitoring-375');
    await phone.close();
  });

  it('is closed to a role without the route-monitoring permission', { timeout: 60_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'viewer', b.state.password);
    await page.goto('/dashboard/route-monitoring-map');
    await expect.poll(() => page.url(), { timeout: 20_000 }).not.toContain('route-monitoring-map');
  });
});
