import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import type {} from '../apps/web/src/components/map/test-hook.ts';

interface LinkLite {
  id: number;
  name: string;
  length_m: number;
  origin_device_id: number;
  destination_device_id: number;
}
interface DeviceLite {
  id: number;
  serial: string;
  name: string;
}

/** A batch of passes at a link's two ends, ~30 km/h, so live processing gives it an interval. */
async function drive(page: Page, link: LinkLite, tag: string) {
  const [o, d] = await Promise.all([
    apiCall<DeviceLite>(page, `/api/map/devices/${link.origin_device_id}/`),
    apiCall<DeviceLite>(page, `/api/map/devices/${link.destination_device_id}/`),
  ]);
  const travel = Math.min(1500, Math.max(10, Math.round(link.length_m / (30 / 3.6))));
  const now = Math.floor(Date.now() / 1000);
  const records = [];
  for (let i = 0; i < 12; i++) {
    const t = now - travel - 90 + i * 3;
    records.push({ serial: o.serial, fingerprint: `${tag}-${i}`, create_time: t, rssi: -60, signal: 0 });
    records.push({ serial: d.serial, fingerprint: `${tag}-${i}`, create_time: t + travel + (i % 3), rssi: -60, signal: 0 });
  }
  await apiCall(page, '/api/ingest/detections/', 'POST', { records });
}

const RUN = Date.now().toString(36);
const LINK_NAME = `E2E picked link ${RUN}`;
const ROUTE_NAME = `E2E route ${RUN}`;
const state: { linkId?: number; routeId?: number; otherLink?: LinkLite } = {};

describe('operator map, links, routes and alerts', () => {
  const b = useBrowser();
  const open = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await b.newPage(viewport);
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(path);
    return page;
  };

  it('creates a link by picking two sensors on the map and lists it', async () => {
    const page = await open('/dashboard/links/new');
    await page.waitForFunction(() => Boolean(window.__roadlensPickerMap?.isStyleLoaded()), undefined, { timeout: 30_000 });
    // Zoom onto each of two sensors in turn and click its marker at the centre of the map.
    const targets = (
      await apiCall<{ results: (DeviceLite & { lat: number | null; lng: number | null })[] }>(
        page,
        '/api/map/devices/?page_size=50&ordering=name',
      )
    ).results
      .filter((d) => d.lat !== null && d.lng !== null)
      .slice(0, 2);
    const box = (await page.locator('[data-testid="sensor-picker"] canvas').boundingBox())!;
    for (const t of targets) {
      await page.evaluate(([lng, lat]) => window.__roadlensPickerMap!.jumpTo({ center: [lng, lat], zoom: 18 }), [t.lng!, t.lat!]);
      await page.waitForFunction(
        (id) =>
          window
            .__roadlensPickerMap!.queryRenderedFeatures(undefined, { layers: ['picker-sensors'] })
            .some((f) => Number(f.properties?.id) === id),
        t.id,
        { timeout: 10_000 },
      );
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    const [o, d] = targets;
    await expect.poll(() => page.getByLabel('Origin sensor').inputValue()).toContain(o.serial);
    await expect.poll(() => page.getByLabel('Destination sensor').inputValue()).toContain(d.serial);
    expect(Number(await page.getByLabel('Length (m)').inputValue())).toBeGreaterThan(0);
    await page.getByLabel('Name').fill(LINK_NAME);
    // Out of the filter's bounds: the field says so and nothing is sent.
    await page.getByLabel('Sigma').fill('5');
    await expect.poll(() => page.getByLabel('Sigma').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Sigma').fill('2.5');
    await screenshot(page, 'link-create-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/links\/\d+$/, { timeout: 20_000 });
    state.linkId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(LINK_NAME);
    const saved = await apiCall<LinkLite & { filter: { sigma: number } }>(page, `/api/map/links/${state.linkId}/`);
    expect(saved).toMatchObject({ origin_device_id: o.id, destination_device_id: d.id, filter: { sigma: 2.5 } });

    await page.goto(`/dashboard/links?search=${encodeURIComponent(LINK_NAME)}`);
    await expect.poll(() => page.getByText(LINK_NAME).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'link-list-1280');
  });

  it('creates a route from links, in order, and shows its charts', async () => {
    const page = await open('/dashboard/routes/new');
    const other = (await apiCall<{ results: LinkLite[] }>(page, '/api/map/links/?page_size=1&ordering=name')).results[0];
    state.otherLink = other;
    await page.getByLabel('Name').fill(ROUTE_NAME);
    for (const name of [other.name, LINK_NAME]) {
      await page.getByLabel('Add a link').fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    const items = () => page.getByTestId('route-links').locator('li').allTextContents();
    await expect.poll(items).toEqual([expect.stringContaining(other.name), expect.stringContaining(LINK_NAME)]);
    await page.getByRole('button', { name: 'Move up' }).nth(1).click();
    await expect.poll(items).toEqual([expect.stringContaining(LINK_NAME), expect.stringContaining(other.name)]);
    await screenshot(page, 'route-create-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/routes\/\d+$/, { timeout: 20_000 });
    state.routeId = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await apiCall<{ link_ids: number[] }>(page, `/api/map/routes/${state.routeId}/`)).link_ids).toEqual([state.linkId, other.id]);

    // Traffic on both links gives the route intervals to chart.
    const mine = await apiCall<LinkLite>(page, `/api/map/links/${state.linkId}/`);
    await drive(page, mine, `route-${RUN}-a`);
    await drive(page, other, `route-${RUN}-b`);
    const now = Math.floor(Date.now() / 1000);
    await expect
      .poll(
        async () =>
          (await apiCall<unknown[]>(page, `/api/map/routes/${state.routeId}/intervals/?from=${now - 7200}&to=${now + 600}`)).length,
        { timeout: 40_000 },
      )
      .toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('travel-time-chart').locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('speed-chart').count()).toBe(1);
    expect(await page.getByTestId('weekday-hour-heatmap').count()).toBe(1);
    expect(await page.getByTestId('route-chain').textContent()).toContain(LINK_NAME);
    await screenshot(page, 'route-detail-1280');
    await page.goto(`/dashboard/links/${state.linkId}`);
    await expect.poll(() => page.getByTestId('travel-time-chart').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'link-detail-1280');
    await page.goto('/dashboard/routes');
    await expect.poll(() => page.getByText(ROUTE_NAME).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'route-list-1280');
    await page.goto('/dashboard/routes/99999999');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/routes');
    await expect.poll(() => page.getByTestId('not-found').count(), { timeout: 20_000 }).toBe(1);
  });

  it('replays the last 24 h on the map: the slider changes the links’ values', async () => {
    const page = await open('/dashboard/main/map');
    const now = Math.floor(Date.now() / 1000);
    const rows = await apiCall<{ start: number }[]>(page, `/api/map/links/${state.linkId}/intervals/?from=${now - 7200}&to=${now + 600}`);
    expect(rows.length).toBeGreaterThan(0);
    await page.goto(`/dashboard/main/map?at=${rows[0].start}`);
    await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 30_000 });
    const speedOf = () => page.evaluate((id) => window.__roadlensMapLayer?.link(id)?.speed ?? null, state.linkId!);
    await expect.poll(speedOf, { timeout: 20_000 }).not.toBeNull();
    expect(await page.getByTestId('replay-chip').count()).toBe(1);
    await screenshot(page, 'map-replay-1280');
    // 24 h ago this link had no interval: it turns grey.
    await page.getByRole('slider', { name: 'Time shown on the map' }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => new URL(page.url()).searchParams.get('at')).not.toBe(String(rows[0].start));
    await expect.poll(speedOf, { timeout: 20_000 }).toBeNull();
    await page.getByRole('button', { name: 'Live' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('at')).toBeNull();
    await expect.poll(speedOf, { timeout: 20_000 }).not.toBeNull();
  });

  it('lists a sensor detecting far below its usual rate for this hour of the week', async () => {
    const page = await open('/dashboard/main/alerts');
    const serial = `E2E-LOW-${RUN}`;
    await apiCall(page, `/api/map/devices/?s=${serial}`, 'POST', { lat: 41.02, lng: 29.0 });
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (const week of [1, 2, 3])
      for (let i = 0; i < 40; i++)
        records.push({ serial, fingerprint: `low-${week}-${i}`, create_time: now - week * 7 * 86400 - 3000 + i * 60, signal: 0 });
    records.push({ serial, fingerprint: 'low-now', create_time: now - 30, signal: 0 });
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    await page.reload();
    const row = page.getByTestId('problem-low_rate').filter({ hasText: serial });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toContain('1 detections in the last hour; usually 40');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'alerts-1280');
  });

  it('shows every screen at phone width', async () => {
    const phone = { width: 375, height: 740 };
    const page = await open('/dashboard/main/map', phone);
    await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 30_000 });
    await page.waitForTimeout(800);
    await screenshot(page, 'map-replay-375');
    // A link picked in the search opens its popup in the middle of the map, reaching up to the panels that
    // span a phone's width: the popup is shown above them, not under them.
    await page.getByPlaceholder('Search links and sensors').fill(LINK_NAME);
    await page.getByRole('option', { name: LINK_NAME, exact: true }).click();
    await expect.poll(() => page.getByTestId('link-popup').textContent(), { timeout: 20_000 }).toContain(LINK_NAME);
    // The map flies to the link; the popup is where it stays once the flight is over.
    await page.waitForFunction(() => !window.__roadlensMap!.isMoving(), undefined, { timeout: 20_000 });
    const onTop = await page.evaluate(() => {
      const popup = document.querySelector('.maplibregl-popup-content')!.getBoundingClientRect();
      const panel = document
        .querySelector('input[placeholder="Search links and sensors"]')!
        .closest('.MuiStack-root')!
        .getBoundingClientRect();
      const x = popup.left + popup.width / 2;
      // Every row of the popup that the panels also cover, sampled down its middle.
      const rows = [];
      for (let y = Math.max(popup.top, panel.top) + 2; y < Math.min(popup.bottom, panel.bottom); y += 8) rows.push(y);
      return { overlap: rows.length, covered: rows.filter((y) => !document.elementFromPoint(x, y)?.closest('.maplibregl-popup')).length };
    });
    expect(onTop.overlap).toBeGreaterThan(0);
    expect(onTop.covered).toBe(0);
    await screenshot(page, 'map-popup-375');
    const screens: [string, string, string][] = [
      ['links', `/dashboard/links?search=${encodeURIComponent(LINK_NAME)}`, LINK_NAME],
      ['link-detail', `/dashboard/links/${state.linkId}`, LINK_NAME],
      ['link-create', '/dashboard/links/new', 'New link'],
      ['routes', '/dashboard/routes', ROUTE_NAME],
      ['route-detail', `/dashboard/routes/${state.routeId}`, ROUTE_NAME],
      ['route-create', '/dashboard/routes/new', 'New route'],
      ['alerts', '/dashboard/main/alerts', 'Low detection rate'],
    ];
    for (const [name, path, text] of screens) {
      await page.goto(path);
      await expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      await screenshot(page, `${name}-375`);
    }
  });
});
