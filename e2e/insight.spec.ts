import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface Metrics {
  intervals: number;
  samples: number;
  travel_time_s: { p50: number } | null;
}

/** Istanbul's local date (the demo company's zone) `daysAgo` days back. */
const localDate = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('insight', () => {
  const b = useBrowser();
  const tag = `ins-${Date.now()}`;

  /** One link with two hours of vehicles, 3 every 5 minutes taking about 120 s. */
  async function seedLink(page: Page) {
    const dev = (end: string, lat: number) =>
      apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=INS-${end}-${Date.now()}`, 'POST', { lat, lng: 29.2 });
    const [o, d] = [await dev('O', 41.0), await dev('D', 41.01)];
    const link = await apiCall<{ id: number; name: string }>(page, '/api/map/links/', 'POST', {
      name: `Insight ${tag}`,
      origin_device_id: o.id,
      destination_device_id: d.id,
      length_m: 1000,
      free_flow_s: 80,
    });
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let i = 0; i < 24; i++)
      for (let k = 0; k < 3; k++) {
        const t = now - 2 * 3600 + i * 300 + k * 20;
        records.push(
          { serial: o.serial, fingerprint: `${tag}-${i}-${k}`, create_time: t, rssi: -60, signal: 0 },
          { serial: d.serial, fingerprint: `${tag}-${i}-${k}`, create_time: t + 110 + ((i * 3 + k) % 20), rssi: -60, signal: 0 },
        );
      }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    return link;
  }

  it('analyses a link over a period and time set, matching the server, and exports CSV', { timeout: 180_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/insight');
    const link = await seedLink(page);
    const query = {
      items: [{ kind: 'link', id: link.id }],
      periods: [{ from: localDate(1), to: localDate(0) }],
      time_set: { days: [1, 2, 3, 4, 5, 6, 7], hours: Array.from({ length: 24 }, (_, h) => h), peaks: [] },
    };
    await expect
      .poll(
        async () =>
          (await apiCall<{ items: Array<{ periods: Array<{ metrics: Metrics }> }> }>(page, '/api/insight/', 'POST', query)).items[0]
            .periods[0].metrics.intervals,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(10);

    await page.reload();
    await page.getByTestId('insight-items').click();
    await page.getByTestId('insight-items').fill(`Insight ${tag}`);
    await page.getByRole('option', { name: `Insight ${tag}` }).click();
    await page.getByTestId('insight-from').fill(localDate(1));
    await page.getByTestId('insight-to').fill(localDate(0));
    for (const d of [6, 7]) await page.getByTestId(`insight-day-${d}`).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/insight/') && r.request().method() === 'POST');
    await page.getByTestId('insight-run').click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    const served = (await response.json()) as { items: Array<{ periods: Array<{ metrics: Metrics }> }> };
    const m = served.items[0].periods[0].metrics;
    expect(m.intervals).toBeGreaterThan(10);
    const median = page.getByTestId('insight-row-tt.p50').locator('td').nth(1);
    await median.waitFor({ timeout: 20_000 });
    expect(await median.textContent()).toContain(m.travel_time_s!.p50.toFixed(1).split('.')[0]);
    expect(await page.getByTestId('insight-row-samples').locator('td').nth(1).textContent()).toBe(String(m.samples));
    await page.getByTestId('insight-profile-chart').locator('canvas').first().waitFor();

    const download = page.waitForEvent('download');
    await page.getByTestId('insight-export-csv').click();
    const file = await (await download).path();
    const csv = readFileSync(file!, 'utf8');
    expect(csv.split('\n')[0]).toContain('tt_p95_s');
    expect(csv).toContain(`Insight ${tag}`);
    await screenshot(page, 'insight-1280');
    await page.getByTestId('insight-profile').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await screenshot(page, 'insight-1280-profile');

    // A time set without hours is refused, naming what is wrong.
    await page.getByTestId('insight-use-hours').click();
    await page.getByTestId('insight-run').click();
    expect(await page.getByTestId('insight-error').textContent()).toContain('Time set');

    const phone = await b.state.browser.newContext({ baseURL: b.state.baseURL, viewport: { width: 375, height: 812 } });
    const p2 = await phone.newPage();
    await signInApi(p2, b.state.baseURL, 'operator', b.state.password);
    await p2.goto('/dashboard/insight');
    await p2.getByTestId('insight-run').waitFor();
    const overflow = await p2.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(p2, 'insight-375');
    await phone.close();
  });
});
