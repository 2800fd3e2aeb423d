import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface DeviceLite {
  id: number;
  serial: string;
  name: string;
  data_source_type: number;
}
interface LinkLite {
  id: number;
  name: string;
  origin_device_id: number;
  destination_device_id: number;
  free_flow_s: number | null;
  max_travel_time_s: number;
}

const TABS = {
  overview: 'Overview',
  configuration: 'Configuration',
  commands: 'Commands',
  records: 'Records',
  processing: 'Processing',
  logs: 'Logs',
  radar: 'Radar data',
} as const;

describe('operator sensor detail', () => {
  const b = useBrowser();
  const seeded = {} as { link: LinkLite; origin: DeviceLite; radar: DeviceLite; from: number; to: number; logMessage: string };

  const open = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await b.newPage(viewport);
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(path);
    return page;
  };

  // One link of the seeded city (not the first by name: another spec feeds that one) gets 20 vehicles
  // in one 5-minute interval: 14 at T and 6 at 1.25·T. The live filter (sigma 2) keeps all 20; an
  // experimental run with sigma 1 rejects the 6 slow ones, so writing it to live visibly changes live.
  beforeAll(async () => {
    // A context of its own: the fixture's pages (and their failure hooks) belong to tests.
    const context = await b.state.browser.newContext({ baseURL: b.state.baseURL });
    const page = await context.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    const links = await apiCall<{ results: LinkLite[] }>(page, '/api/map/links/?page_size=20&ordering=name');
    const link = links.results[7];
    const origin = await apiCall<DeviceLite>(page, `/api/map/devices/${link.origin_device_id}/`);
    const dest = await apiCall<DeviceLite>(page, `/api/map/devices/${link.destination_device_id}/`);
    const radar = (await apiCall<{ results: DeviceLite[] }>(page, '/api/map/devices/?data_source_type=3&page_size=1')).results[0];
    expect(radar?.data_source_type).toBe(3);
    const T = Math.max(100, Math.ceil((link.free_flow_s ?? 0) * 1.2));
    expect(T * 1.25).toBeLessThan(link.max_travel_time_s);
    const now = Math.floor(Date.now() / 1000);
    const base = Math.floor((now - 3 * 3600) / 300) * 300 + 5;

    // A week of single sightings at the origin, by signal type, for the overview charts.
    const history = Array.from({ length: 60 }, (_, i) => ({
      serial: origin.serial,
      fingerprint: `hist-${now}-${i}`,
      create_time: now - 6 * 86400 + i * 8000,
      rssi: -70,
      signal: (i % 4) as 0 | 1 | 2 | 3,
    }));
    await apiCall(page, '/api/ingest/detections/', 'POST', { records: history });
    const vehicles = [];
    for (let i = 0; i < 20; i++) {
      vehicles.push({ serial: origin.serial, fingerprint: `exp-${now}-${i}`, create_time: base + i * 5, rssi: -60, signal: 0 });
      vehicles.push({
        serial: dest.serial,
        fingerprint: `exp-${now}-${i}`,
        create_time: base + i * 5 + (i % 10 < 7 ? T : Math.round(T * 1.25)),
        rssi: -60,
        signal: 0,
      });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records: vehicles });
    const logMessage = `e2e heartbeat ${now}`;
    await apiCall(page, '/api/ingest/logs/', 'POST', {
      records: Array.from({ length: 24 }, (_, i) => ({
        serial: origin.serial,
        timestamp: now - (24 - i) * 3600,
        level: i === 20 ? 'warning' : 'info',
        message: i === 23 ? logMessage : 'heartbeat',
        voltage: 12 + (i % 5) / 10,
        temperature: 18 + (i % 12),
      })),
    });
    await apiCall(page, '/api/ingest/radar/', 'POST', {
      records: Array.from({ length: 12 }, (_, i) => ({
        serial: radar.serial,
        timestamp: now - (12 - i) * 300,
        lane: (i % 2) + 1,
        count: 20 + i,
        speed_kmh: 50 + i,
        occupancy: 10 + i,
        vehicle_class: 'car',
      })),
    });
    Object.assign(seeded, { link, origin, radar, from: base - 600, to: base + 3600, logMessage });
    // Live processing runs right after the ingest commits: wait until it has judged all 20.
    const live = () =>
      apiCall<{ samples: { mode: number }[] }>(
        page,
        `/api/map/devices/${origin.id}/comparison/?from=${base - 600}&to=${base + 3600}&link_id=${link.id}`,
      );
    let judged = 0;
    for (let i = 0; i < 60 && judged < 20; i++) {
      judged = (await live()).samples.filter((s) => s.mode === 0).length;
      if (judged < 20) await page.waitForTimeout(500);
    }
    expect(judged).toBe(20);
    await context.close();
  }, 120_000);

  it('runs experimental processing to 100 % and writes it to live after confirmation', async () => {
    const { origin, link } = seeded;
    const page = await open(`/dashboard/devices/${origin.id}?tab=processing&link=${link.id}`);
    const liveAccepted = page.getByTestId('live-accepted');
    await expect.poll(() => liveAccepted.textContent(), { timeout: 20_000 }).toBe('20');
    await expect.poll(() => page.getByRole('combobox', { name: 'Link' }).textContent()).toBe(link.name);

    // The filter's bounds are checked in the form before anything is sent.
    const sigma = page.getByLabel('Sigma');
    await sigma.fill('3.5');
    await expect.poll(() => page.getByText('Must be between 1 and 3.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Run' }).isDisabled()).toBe(true);
    await page.getByLabel('Trend threshold').fill('501');
    await expect.poll(() => page.getByText('Must be between -1 and 500.').count()).toBe(1);
    await page.getByLabel('Trend threshold').fill('10');
    await sigma.fill('1');

    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.url()).toContain('task=');
    await expect.poll(() => page.getByTestId('task-percent').textContent(), { timeout: 60_000 }).toBe('100 %');
    await expect.poll(() => page.getByTestId('task-state').textContent()).toContain('Ready');
    await expect.poll(() => page.getByTestId('experimental-rejected').textContent(), { timeout: 20_000 }).toBe('6');
    expect(await page.getByTestId('experimental-accepted').textContent()).toBe('14');
    expect(await liveAccepted.textContent()).toBe('20');
    await page.getByTestId('comparison-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'sensor-processing-finished-1280');

    await page.getByRole('button', { name: 'Write to live' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Write experimental results to live?').count()).toBe(1);
    await screenshot(page, 'sensor-processing-confirm-1280');
    await dialog.getByRole('button', { name: 'Write to live' }).click();
    await expect.poll(() => page.getByText(/Written to live: \d+ intervals/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => liveAccepted.textContent(), { timeout: 20_000 }).toBe('14');
    expect(await page.getByTestId('live-rejected').textContent()).toBe('6');
    await screenshot(page, 'sensor-processing-written-1280');

    // A reload keeps the run (task id in the URL) and reads the new live values from the server.
    await page.reload();
    await expect.poll(() => page.getByTestId('task-percent').textContent(), { timeout: 20_000 }).toBe('100 %');
    await expect.poll(() => page.getByTestId('live-accepted').textContent(), { timeout: 20_000 }).toBe('14');
  });

  it('cancels a long experimental run', async () => {
    const page = await open(`/dashboard/devices/${seeded.origin.id}?tab=processing`);
    // A year of days × links gives hundreds of parts, so the cancel lands while most are pending.
    const from = page.locator('input[name="from"]');
    await from.waitFor({ timeout: 20_000 });
    const to = await page.locator('input[name="to"]').inputValue();
    const start = new Date(new Date(to).getTime() - 365 * 86400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await from.fill(
      `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`,
    );
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('button', { name: 'Cancel run' }).click({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('task-state').textContent(), { timeout: 60_000 }).toContain('Cancelled');
    expect(await page.getByRole('button', { name: 'Write to live' }).isDisabled()).toBe(true);
    await screenshot(page, 'sensor-processing-cancelled-1280');
  });

  it('persists a configuration change after reload', async () => {
    const page = await open(`/dashboard/devices/${seeded.origin.id}?tab=configuration`);
    const bValue = page.getByLabel('B value').first();
    await bValue.waitFor({ timeout: 20_000 });
    await bValue.fill('1.5');
    await expect.poll(() => page.getByText('Must be between 0.1 and 1.').count()).toBe(1);
    await bValue.fill('0.45');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByText('Configuration saved.').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByLabel('B value').first().inputValue(), { timeout: 20_000 }).toBe('0.45');
  });

  it('shows the sensor’s log lines and the radar rows of a radar sensor', async () => {
    const page = await open(`/dashboard/devices/${seeded.origin.id}?tab=logs`);
    await expect.poll(() => page.getByText(seeded.logMessage).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('row').count()).toBe(11); // header + a page of 10
    // A Bluetooth sensor without radar rows has no radar tab.
    expect(await page.getByRole('tab', { name: 'Radar data' }).count()).toBe(0);

    await page.goto(`/dashboard/devices/${seeded.radar.id}?tab=radar`);
    await expect.poll(() => page.getByRole('tab', { name: 'Radar data', selected: true }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBe(11);
    // Newest row first: 61 km/h, written with the language's number format (no trailing zero).
    await expect.poll(() => page.getByText('61', { exact: true }).count()).toBe(1);
  });

  for (const width of [1280, 375]) {
    it(`renders every tab at ${width} px`, async () => {
      const viewport = { width, height: width === 375 ? 740 : 800 };
      const page = await open(`/dashboard/devices/${seeded.origin.id}`, viewport);
      for (const [tab, label] of Object.entries(TABS)) {
        const id = tab === 'radar' ? seeded.radar.id : seeded.origin.id;
        await page.goto(`/dashboard/devices/${id}?tab=${tab}${tab === 'processing' ? `&link=${seeded.link.id}` : ''}`);
        await page.getByRole('tab', { name: label, selected: true }).waitFor({ timeout: 20_000 });
        if (tab === 'overview')
          await expect.poll(() => page.locator('[data-testid=chart-health] canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
        if (tab === 'processing') await expect.poll(() => page.getByTestId('comparison-chart').count(), { timeout: 20_000 }).toBe(1);
        if (tab === 'logs' || tab === 'radar' || tab === 'records')
          await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
        await page.waitForTimeout(300);
        await screenshot(page, `sensor-${tab}-${width}`);
      }
    });
  }
});
