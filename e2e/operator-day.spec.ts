import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface DeviceLite {
  id: number;
  serial: string;
  name: string;
  data_source_type: number;
  lat: number | null;
  lng: number | null;
  time_zone: string | null;
  mode: number;
  direction: string | null;
  detection_rate: number | null;
}
interface LinkLite {
  id: number;
  name: string;
  origin_device_id: number;
  destination_device_id: number;
  free_flow_s: number | null;
}

/**
 * A morning of real use by the operator of Demo City (profile zone Europe/Istanbul), in a browser
 * whose own clock runs in New York so that any date read on the browser's zone shows.
 */
describe('an operator’s day: sensors, tabular data, map and phone', () => {
  const b = useBrowser();
  const seeded = {} as { sensor: DeviceLite; radar: DeviceLite; link: LinkLite; origin: DeviceLite };
  const run = Date.now().toString(36);

  const open = async (path: string, viewport = { width: 1280, height: 800 }): Promise<Page> => {
    b.state.context = await b.state.browser.newContext({
      baseURL: b.state.baseURL,
      viewport,
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    const page = await b.state.context.newPage();
    onTestFailed(async ({ task }) => {
      await screenshot(page, `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`).catch(() => undefined);
    });
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(path);
    return page;
  };

  beforeAll(async () => {
    const context = await b.state.browser.newContext({ baseURL: b.state.baseURL });
    const page = await context.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    // A new sensor, with no position and no configuration: the one the operator sets up.
    const sensor = await apiCall<DeviceLite>(page, `/api/map/devices/?s=DAY-${run}`, 'POST', { name: `Day sensor ${run}` });
    const now = Math.floor(Date.now() / 1000);
    // 180 detections over the last hour: the list's "Detections / h" reads 180.
    await apiCall(page, '/api/ingest/detections/', 'POST', {
      records: Array.from({ length: 180 }, (_, i) => ({
        serial: sensor.serial,
        fingerprint: `day-${run}-${i}`,
        create_time: now - 15 * i,
        rssi: -70,
        signal: i % 4,
      })),
    });
    const radar = (await apiCall<{ results: DeviceLite[] }>(page, '/api/map/devices/?data_source_type=3&page_size=1')).results[0];
    await apiCall(page, '/api/ingest/radar/', 'POST', {
      records: Array.from({ length: 24 }, (_, i) => ({
        serial: radar.serial,
        timestamp: now - (24 - i) * 900,
        lane: (i % 2) + 1,
        count: 15 + i,
        speed_kmh: 45 + (i % 7),
        occupancy: 8 + (i % 5),
        vehicle_class: 'car',
      })),
    });
    // Vehicles over one link of the city in the last hour, so Tabular Data has processed rows.
    const link = (await apiCall<{ results: LinkLite[] }>(page, '/api/map/links/?page_size=20&ordering=name')).results[11];
    const origin = await apiCall<DeviceLite>(page, `/api/map/devices/${link.origin_device_id}/`);
    const dest = await apiCall<DeviceLite>(page, `/api/map/devices/${link.destination_device_id}/`);
    const T = Math.max(90, Math.ceil((link.free_flow_s ?? 0) * 1.1));
    const base = Math.floor((now - 2 * 3600) / 300) * 300 + 5;
    const records = [];
    for (let i = 0; i < 12; i++) {
      records.push({ serial: origin.serial, fingerprint: `dayv-${run}-${i}`, create_time: base + i * 7, rssi: -60, signal: 0 });
      records.push({ serial: dest.serial, fingerprint: `dayv-${run}-${i}`, create_time: base + i * 7 + T, rssi: -60, signal: 0 });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    const processed = () =>
      apiCall<{ count: number }>(
        page,
        `/api/map/device_process/?device_id=${origin.id}&last_detection__gte=${new Date((base - 600) * 1000).toISOString()}`,
      );
    let rows = 0;
    for (let i = 0; i < 60 && rows === 0; i++) {
      rows = (await processed()).count;
      if (rows === 0) await page.waitForTimeout(500);
    }
    expect(rows).toBeGreaterThan(0);
    Object.assign(seeded, { sensor, radar, link, origin });
    await context.close();
  }, 120_000);

  it('lists the sensor with its real detections per hour', async () => {
    const page = await open(`/dashboard/devices?search=DAY-${run}`);
    const row = page.getByRole('row').filter({ hasText: `DAY-${run}` });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getByRole('gridcell').nth(4).textContent()).toBe('180');
  });

  it('shows a new sensor’s default settings as defaults', async () => {
    const page = await open(`/dashboard/devices/${seeded.sensor.id}?tab=configuration`);
    await page.getByLabel('Sigma').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('config-defaults').count()).toBeGreaterThan(0);
    expect(await page.getByText(/default settings, in use until you change them/).count()).toBe(1);
    expect(await page.getByText(/no configuration yet/).count()).toBe(0);
  });

  it('places, edits and deletes a sensor from its page, and the map shows it', async () => {
    const page = await open(`/dashboard/devices/${seeded.sensor.id}`);
    await page.getByTestId('edit-device').click({ timeout: 20_000 });
    const dialog = page.getByTestId('edit-device-dialog');
    await dialog.getByLabel('Name').fill(`Gate ${run}`);
    await dialog.getByLabel('Direction').fill('Northbound');
    await dialog.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Experimental' }).click();
    await dialog.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Istan');
    await page.getByRole('option', { name: 'Europe/Istanbul' }).click();
    // A bad latitude is refused on its field before anything is sent.
    await dialog.getByLabel('Latitude').fill('95');
    await dialog.getByLabel('Longitude').fill('29');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('A latitude between -90 and 90.').count()).toBe(1);
    // A click on the small map places the sensor there (the company's map centre).
    const map = dialog.getByTestId('position-map');
    await dialog.getByLabel('Latitude').fill('');
    await dialog.getByLabel('Longitude').fill('');
    await map.locator('canvas').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => Number(await dialog.getByLabel('Latitude').inputValue())).toBeCloseTo(41.05, 1);
    expect(Number(await dialog.getByLabel('Longitude').inputValue())).toBeCloseTo(29.0, 1);
    await screenshot(page, 'sensor-edit-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Sensor saved.').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: `Gate ${run}` }).count()).toBe(1);

    const stored = await apiCall<DeviceLite>(page, `/api/map/devices/${seeded.sensor.id}/`);
    expect(stored).toMatchObject({ name: `Gate ${run}`, direction: 'Northbound', mode: 1, time_zone: 'Europe/Istanbul' });
    expect(stored.lat).toBeCloseTo(41.05, 1);
    expect(stored.lng).toBeCloseTo(29.0, 1);

    // The placed sensor is on the live map.
    await page.goto('/dashboard/main/map');
    await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 30_000 });
    const onMap = () => page.evaluate((id) => Boolean(window.__roadlensMapLayer?.sensor(id)), seeded.sensor.id);
    await expect.poll(onMap, { timeout: 20_000 }).toBe(true);

    // Deleting asks first, then the sensor leaves the list.
    await page.goto(`/dashboard/devices/${seeded.sensor.id}`);
    await page.getByTestId('delete-device').click({ timeout: 20_000 });
    await page.getByTestId('delete-device-dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/devices', { timeout: 20_000 });
    const gone = await page.evaluate(async (id) => (await fetch(`/api/map/devices/${id}/`)).status, seeded.sensor.id);
    expect(gone).toBe(404);
  });

  it('gives a radar sensor radar charts per lane instead of the Bluetooth ones', async () => {
    for (const lang of ['en', 'tr']) {
      for (const width of [1280, 375]) {
        const page = await open(`/dashboard/devices/${seeded.radar.id}?lang=${lang}`, { width, height: width === 375 ? 740 : 900 });
        for (const metric of ['count', 'speed_kmh', 'occupancy']) {
          await expect
            .poll(() => page.locator(`[data-testid=chart-radar-${metric}] canvas`).count(), { timeout: 20_000 })
            .toBeGreaterThan(0);
        }
        expect(await page.getByTestId('chart-detections').count()).toBe(0);
        expect(await page.getByTestId('chart-rate').count()).toBe(0);
        await page.waitForTimeout(400);
        await screenshot(page, `day-sensor-radar-${lang}-${width}`);
        await b.state.context.close();
      }
    }
  });

  it('shows a Bluetooth sensor’s overview in both languages and widths', async () => {
    for (const lang of ['en', 'tr']) {
      for (const width of [1280, 375]) {
        const page = await open(`/dashboard/devices/${seeded.origin.id}?lang=${lang}`, { width, height: width === 375 ? 740 : 900 });
        await expect.poll(() => page.locator('[data-testid=chart-detections] canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
        await page.waitForTimeout(400);
        await screenshot(page, `day-sensor-bt-${lang}-${width}`);
        await b.state.context.close();
      }
    }
  });

  it('reloads a Tabular Data address holding dots, and names the mode of processed rows', async () => {
    const from = new Date(Date.now() - 4 * 3600_000);
    from.setUTCMinutes(0, 0, 0);
    const to = new Date(Date.now() + 3600_000);
    const url = `/dashboard/tabular?kind=device_process&device=${seeded.origin.id}&from=${from.toISOString()}&to=${to.toISOString()}&x=1.5`;
    const page = await open(url);
    await page.getByRole('heading', { name: 'Tabular Data' }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Tabular Data' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('{"detail":"Not found."}').count()).toBe(0);
    const rows = page.getByTestId('tabular-list').getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await page.getByText('tabular.types.undefined').count()).toBe(0);
    expect(await rows.nth(1).getByText('Live').count()).toBe(1);
    // The period's fields read on the profile's clock (Istanbul), not the browser's (New York).
    const istanbul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(from)
      .replace(' ', 'T');
    expect(await page.getByLabel('From').inputValue()).toBe(istanbul);
    await screenshot(page, 'day-tabular-en-1280');
  });

  it('writes Tabular Data in Turkish: pagination, numbers and units', async () => {
    for (const width of [1280, 375]) {
      const page = await open(`/dashboard/tabular?lang=tr&kind=radar_data&device=${seeded.radar.id}`, { width, height: 800 });
      const rows = page.getByTestId('tabular-list').getByRole('row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await expect.poll(() => page.getByText(/^1–10 \/ \d+$/).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByText(/\d+–\d+ of \d+/).count()).toBe(0);
      await screenshot(page, `day-tabular-tr-${width}`);
      await b.state.context.close();
    }
  });

  it('on a phone: the map legend opens, links are offset by driving side, lists keep speed and delay in view', async () => {
    for (const lang of ['en', 'tr']) {
      const page = await open(`/dashboard/main/map?lang=${lang}`, { width: 375, height: 740 });
      await page.waitForFunction(() => Boolean(window.__roadlensMapLayer), undefined, { timeout: 30_000 });
      // Right-hand traffic: each direction is drawn to the right of its travel direction.
      expect(await page.evaluate(() => window.__roadlensMapLayer!.offset())).toEqual([
        [8, 1.5],
        [16, 4],
      ]);
      await page.getByTestId('legend-toggle').click();
      const legend = page.locator('[data-testid=map-legend]:visible');
      await legend.waitFor({ state: 'visible' });
      const box = (await legend.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      await page.waitForTimeout(500);
      await screenshot(page, `day-map-legend-${lang}-375`);
      await b.state.context.close();
    }
    const page = await open('/dashboard/main/list?kind=links', { width: 375, height: 740 });
    const grid = page.getByTestId('main-list-links');
    await expect.poll(() => grid.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    for (const name of ['Speed', 'Delay']) {
      const header = (await grid.getByRole('columnheader', { name }).boundingBox())!;
      expect(header.x + header.width, name).toBeLessThanOrEqual(375);
    }
    await screenshot(page, 'day-list-links-375');
  });
});
