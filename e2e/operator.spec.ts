import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import type {} from '../apps/web/src/components/map/test-hook.ts';
import { bandsInUnit, DEFAULT_SPEED_COLORS, NO_DATA_COLOR, speedColor } from '../apps/web/src/components/map/speed.ts';

interface DeviceLite {
  id: number;
  serial: string;
  name: string;
}

const firstDevice = async (page: Page) =>
  (await apiCall<{ results: DeviceLite[] }>(page, '/api/map/devices/?page_size=1&ordering=name')).results[0];

describe('operator screens', () => {
  const b = useBrowser();

  it('draws the seeded network on the map with coloured links, without basemap tiles', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/main/map');
    await page.waitForFunction(() => Boolean(window.__roadlensMapLayer), undefined, { timeout: 30_000 });
    const drawn = () => page.evaluate(() => window.__roadlensMapLayer!.drawn());
    await expect.poll(async () => (await drawn()).links.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await drawn()).sensors.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Each link is coloured by the company's speed bands (in the user's unit), grey without a current speed.
    const me = await (await page.context().request.get('/api/platform/users/me/')).json();
    const bands = bandsInUnit(me.company.speed_colors.length ? me.company.speed_colors : DEFAULT_SPEED_COLORS, me.measures.speed);
    const links = await page.evaluate(() => window.__roadlensMapLayer!.drawn().links.map((id) => window.__roadlensMapLayer!.link(id)!));
    for (const l of links) expect(l.color).toBe(speedColor(l.speed, bands));

    // Pointing at a link where it is drawn opens its popup; a click pins it. Zoomed in on the middle of the
    // link, away from the sensors at its ends, which are drawn on top and would be picked first.
    const id = (await drawn()).links[0];
    await page.evaluate((linkId) => {
      const map = window.__roadlensMap!;
      map.jumpTo({ center: map.unproject(window.__roadlensMapLayer!.link(linkId)!.at), zoom: 17 });
    }, id);
    const box = (await page.locator('.maplibregl-map').boundingBox())!;
    const at = await page.evaluate((linkId) => window.__roadlensMapLayer!.link(linkId)!.at, id);
    await page.mouse.move(box.x + at[0], box.y + at[1]);
    const name = (await apiCall<{ name: string }>(page, `/api/map/links/${id}/`)).name;
    await expect.poll(() => page.getByTestId('link-popup').textContent(), { timeout: 10_000 }).toContain(name);
    await page.mouse.click(box.x + at[0], box.y + at[1]);
    await page.mouse.move(box.x + 5, box.y + box.height - 5);
    await expect.poll(() => page.locator('.maplibregl-popup-close-button').count()).toBe(1);
    expect(await page.getByTestId('link-popup').textContent()).toContain(name);

    // The layer lines up with the map's own projection: where the map puts a sensor, the layer has painted it,
    // after a zoom (drawn again) and after a pan (the drawing moved).
    const sensorId = (await drawn()).sensors[0];
    const dev = await apiCall<{ lat: number; lng: number }>(page, `/api/map/devices/${sensorId}/`);
    const colour = (await page.evaluate((sid) => window.__roadlensMapLayer!.sensor(sid)!.color, sensorId)).toLowerCase();
    const hex = (rgba: number[]) =>
      `#${rgba
        .slice(0, 3)
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('')}`;
    for (const move of ['zoom', 'pan'] as const) {
      const pixel = await page.evaluate(
        async ([lng, lat, how]) => {
          const map = window.__roadlensMap!;
          if (how === 'zoom') map.jumpTo({ center: [lng, lat], zoom: 13 });
          else map.panBy([37, -23], { animate: false });
          for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
          await new Promise((r) => setTimeout(r, 300));
          const p = map.project([lng, lat]);
          const canvas = document.querySelector<HTMLCanvasElement>('.roadlens-map-layer')!;
          const ratio = window.devicePixelRatio || 1;
          return Array.from(canvas.getContext('2d')!.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data);
        },
        [dev.lng, dev.lat, move] as const,
      );
      expect(hex(pixel), move).toBe(colour);
      expect(pixel[3], move).toBe(255);
    }
    await expect.poll(() => page.getByTestId('map-legend').isVisible()).toBe(true);
    await screenshot(page, 'operator-map-1280');

    // Layer toggle hides the links and is kept in the URL.
    await page.locator('input[name="links"]').click();
    await expect.poll(() => page.url()).toContain('links=0');
    await expect.poll(async () => (await drawn()).links.length).toBe(0);
    expect((await drawn()).sensors.length).toBeGreaterThan(0);
  });

  it('shows the map at phone width', async () => {
    const page = await b.newPage({ width: 375, height: 740 });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/main/map');
    await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    await screenshot(page, 'operator-map-375');
  });

  it('lists sensors paged by 10, ordered by name, with the search in the URL', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    await expect.poll(() => page.getByTestId('device-link').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const names = await page.getByTestId('device-link').allTextContents();
    expect(names.length).toBeLessThanOrEqual(10);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    await screenshot(page, 'operator-sensors-1280');
    const d = await firstDevice(page);
    await page.getByLabel('Search by name or serial').fill(d.serial);
    await expect.poll(() => page.url()).toContain(`search=${encodeURIComponent(d.serial)}`);
    await expect.poll(() => page.getByTestId('device-link').allTextContents()).toContain(d.name);

    const phone = await b.state.context.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto('/dashboard/devices');
    await expect.poll(() => phone.getByTestId('device-link').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(phone, 'operator-sensors-375');
  });

  it('persists a sensor configuration change and refuses out-of-bounds values', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    const d = await firstDevice(page);
    await page.goto(`/dashboard/devices/${d.id}?tab=configuration`);
    const sigma = page.getByLabel('Sigma').first();
    await sigma.waitFor({ timeout: 20_000 });
    await sigma.fill('5');
    await expect.poll(() => page.getByText('Must be between 1 and 3.').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Save' }).first().isDisabled()).toBe(true);
    await sigma.fill('2.5');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Configuration saved.').count()).toBeGreaterThan(0);
    await screenshot(page, 'operator-sensor-config-1280');
    await page.reload();
    await expect.poll(() => page.getByLabel('Sigma').first().inputValue(), { timeout: 20_000 }).toBe('2.5');
  });

  it('exports records as a zip with the export columns and clears them after confirmation', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    const d = await firstDevice(page);
    const now = Math.floor(Date.now() / 1000);
    await apiCall(page, '/api/ingest/detections/', 'POST', {
      records: [0, 1, 2].map((i) => ({
        serial: d.serial,
        fingerprint: `e2e-fp-${i}`,
        create_time: now - 60 + i,
        rssi: -70,
        signal: 0,
        tag: `e2e-tag-${i}`,
      })),
    });
    await page.goto(`/dashboard/devices/${d.id}?tab=records`);
    await expect.poll(() => page.getByText('e2e-tag-1').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'operator-sensor-records-1280');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const entries = unzipSync(new Uint8Array(readFileSync(file)));
    const csv = strFromU8(Object.values(entries)[0]);
    const header = csv
      .split(/\r?\n/)[0]
      .split(',')
      .map((h) => h.replace(/"/g, '').trim());
    for (const col of ['fingerprint', 'tag', 'sync_time', 'create_time', 'rssi', 'signal']) expect(header).toContain(col);
    expect(csv).toContain('e2e-tag-1');

    await page.getByRole('button', { name: 'Clear records' }).click();
    await expect.poll(() => page.getByText('Are you sure that you want to clear the records?').count()).toBe(1);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Data cleared successfully!').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('No records found').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it('an unknown sensor warns and falls back to the sensors list with state 404', async () => {
    const page = await b.newPage({ width: 375, height: 740 });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices/99999999');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/devices');
    await expect.poll(() => page.getByText('Cannot find requested page!').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('not-found').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'operator-sensor-404-375');
  });

  // Last: its batch starts live processing on the server.
  it('recolours a link on the map when a new batch of detections arrives, without reload', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/main/map');
    await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 30_000 });
    // A batch of detections at a link's two ends gives it a speed: the map recolours it without a reload.
    const links = await apiCall<{ results: { id: number; length_m: number; origin_device_id: number; destination_device_id: number }[] }>(
      page,
      '/api/map/links/?page_size=1&ordering=name',
    );
    const link = links.results[0];
    const [o, d] = await Promise.all([
      apiCall<DeviceLite>(page, `/api/map/devices/${link.origin_device_id}/`),
      apiCall<DeviceLite>(page, `/api/map/devices/${link.destination_device_id}/`),
    ]);
    const travel = Math.max(10, Math.round(link.length_m / (30 / 3.6)));
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let i = 0; i < 12; i++) {
      const t = now - travel - 60 + i * 3;
      records.push({ serial: o.serial, fingerprint: `map-${now}-${i}`, create_time: t, rssi: -60, signal: 0 });
      records.push({ serial: d.serial, fingerprint: `map-${now}-${i}`, create_time: t + travel + (i % 3), rssi: -60, signal: 0 });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    const speedOf = () => page.evaluate((id) => window.__roadlensMapLayer?.link(id)?.speed ?? null, link.id);
    await expect.poll(speedOf, { timeout: 30_000 }).not.toBeNull();
    const drawnLink = await page.evaluate((id) => window.__roadlensMapLayer!.link(id)!, link.id);
    expect(drawnLink.color).not.toBe(NO_DATA_COLOR);
    await screenshot(page, 'operator-map-live-1280');
  });
});
