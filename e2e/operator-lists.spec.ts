import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface LinkRow {
  id: number;
  name: string;
  travel_time_s: number | null;
}

const rowNames = (page: Page) => page.getByTestId('main-list-row').allTextContents();

/** The page's own reads of the list, newest last: live values move between two reads, so the rows on
 * screen are compared with the answer the page itself rendered, never with a second read. */
function pageReads(page: Page) {
  const reads: { params: URLSearchParams; rows: LinkRow[] }[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/map/links/sparklines') || !res.ok()) return;
    try {
      reads.push({ params: url.searchParams, rows: ((await res.json()) as { results: LinkRow[] }).results });
    } catch {
      /* the page navigated away before the body arrived */
    }
  });
  return reads;
}

const reads = new WeakMap<Page, ReturnType<typeof pageReads>>();
const watch = (page: Page) => reads.set(page, pageReads(page));

/** The newest read the page made for `query` (every key=value of it present). */
const lastRead = (page: Page, query: string) => {
  const want = [...new URLSearchParams(query)];
  return (reads.get(page) ?? []).filter((r) => want.every(([k, v]) => r.params.get(k) === v)).at(-1);
};

/** The rows on screen are the server's answer to the page's own read for `query`. */
const showsServerPage = (page: Page, query: string) =>
  expect
    .poll(
      async () => {
        const read = lastRead(page, query);
        return Boolean(read) && JSON.stringify(await rowNames(page)) === JSON.stringify(read!.rows.map((r) => r.name));
      },
      { timeout: 20_000 },
    )
    .toBe(true);

/** Travel times of a read are in the asked order (rows without a value last). */
const ordered = (rows: LinkRow[], dir: 1 | -1) => {
  const values = rows.map((r) => r.travel_time_s).filter((v): v is number => v !== null);
  return values.every((v, i) => i === 0 || dir * (v - values[i - 1]) >= 0);
};

/** Clicks "next page" until the URL shows page 2 (a click landing during a re-render can be lost). */
const nextPage = (page: Page) =>
  expect
    .poll(
      async () => {
        if (!page.url().includes('page=2')) await page.getByRole('button', { name: /next page/i }).click();
        return page.url();
      },
      { timeout: 20_000 },
    )
    .toContain('page=2');

describe('operator lists: dashboard list, tabular data, sensors', () => {
  const b = useBrowser();
  const tag = `lists-${Date.now()}`;
  let origin: { id: number; serial: string };

  let seeded: Promise<void> | undefined;
  // Two hours of vehicles over one link, one every 5 minutes, so it has a current value and a trend.
  // Once per file, from the first test's signed-in page.
  const seedTraffic = (page: Page) =>
    (seeded ??= (async () => {
      // Its own two sensors and link, so rows other files ingest into the seeded sensors never push
      // this file's records off a page.
      const serial = (end: string) => `LST-${end}-${Date.now()}`;
      const o = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('O')}`, 'POST', {
        lat: 41.05,
        lng: 29.0,
      });
      const d = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('D')}`, 'POST', {
        lat: 41.06,
        lng: 29.0,
      });
      const link = await apiCall<{ id: number; name: string; length_m: number }>(page, '/api/map/links/', 'POST', {
        name: `Lists ${tag}`,
        origin_device_id: o.id,
        destination_device_id: d.id,
        length_m: 1000,
        max_travel_time_s: 1800,
      });
      // Eleven more links of this file's own, from the destination to a sensor that never sees a
      // vehicle: with the list searched for this file's tag, its two pages hold only these twelve, and
      // nothing else ingested while the test runs can change their values or their order.
      const idle = await apiCall<{ id: number }>(page, `/api/map/devices/?s=${serial('I')}`, 'POST', { lat: 41.07, lng: 29.0 });
      for (let n = 1; n <= 11; n++) {
        await apiCall(page, '/api/map/links/', 'POST', {
          name: `Lists ${tag} idle ${String(n).padStart(2, '0')}`,
          origin_device_id: d.id,
          destination_device_id: idle.id,
          length_m: 1000,
          max_travel_time_s: 1800,
        });
      }
      origin = o;
      // Slow (10 km/h): the longest travel time of the seeded city, so it heads the -travel_time order.
      const travel = Math.round(link.length_m / (10 / 3.6));
      const now = Math.floor(Date.now() / 1000);
      const records = [];
      for (let i = 0; i < 24; i++) {
        for (let k = 0; k < 3; k++) {
          const t = now - 2 * 3600 + i * 300 + k * 20;
          const fp = `${tag}-${i}-${k}`;
          records.push({ serial: o.serial, fingerprint: fp, create_time: t, rssi: -62, signal: 0, tag: `${tag}-t${i}` });
          records.push({ serial: d.serial, fingerprint: fp, create_time: t + travel + ((i + k) % 4), rssi: -64, signal: 0 });
        }
      }
      await apiCall(page, '/api/ingest/detections/', 'POST', { records });
      await expect
        .poll(
          async () =>
            (await apiCall<{ results: { trend: unknown[] }[] }>(page, `/api/map/links/sparklines/?search=${encodeURIComponent(link.name)}`))
              .results[0]?.trend.length ?? 0,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(3);
    })());

  it('dashboard list: sorts and pages on the server, with sparkline trends', { timeout: 120_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    watch(page);
    await page.goto('/dashboard/main/list');
    await seedTraffic(page);
    // Only this file's twelve links: the rows of both pages are fixed while other files ingest.
    await page.goto(`/dashboard/main/list?search=${encodeURIComponent(tag)}`);
    await expect.poll(() => page.getByTestId('main-list-row').count(), { timeout: 20_000 }).toBe(10);
    await showsServerPage(page, `search=${tag}`);

    // Two clicks on the header: ascending, then descending, each one a server query.
    const header = page.getByRole('columnheader', { name: 'Travel time' });
    await header.click();
    await expect.poll(() => page.url()).toContain('ordering=travel_time');
    await showsServerPage(page, 'ordering=travel_time');
    expect(ordered(lastRead(page, 'ordering=travel_time')!.rows, 1)).toBe(true);
    await page.waitForTimeout(600); // a separate click, not the second half of a double click
    await header.click();
    await expect.poll(() => page.url()).toContain('ordering=-travel_time');
    await showsServerPage(page, 'ordering=-travel_time');
    const first = lastRead(page, 'ordering=-travel_time')!.rows;
    expect(ordered(first, -1)).toBe(true);
    expect(first[0].travel_time_s).not.toBeNull();
    const spark = page.getByTestId('sparkline').first();
    expect(Number(await spark.getAttribute('data-points'))).toBeGreaterThan(3);
    await screenshot(page, 'lists-main-list-1280');

    // Next page: the URL moves, and the rows are the server's page 2.
    await nextPage(page);
    await showsServerPage(page, 'ordering=-travel_time&page=2');
    // Page 2 holds the last two of the twelve: idle links, in descending id order after the slow one.
    expect(lastRead(page, 'ordering=-travel_time&page=2')!.rows.map((r) => r.name)).toEqual([
      `Lists ${tag} idle 02`,
      `Lists ${tag} idle 01`,
    ]);

    // Another kind from the same screen; the choice is in the URL.
    await page.getByTestId('kind-sensors').click();
    await expect.poll(() => page.url()).toContain('kind=sensors');
    await expect.poll(() => page.getByTestId('main-list-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const phone = await b.state.context.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto('/dashboard/main/list?ordering=-travel_time');
    // The grid renders only the columns in view: at phone width the rows, not the trend column.
    await expect.poll(() => phone.getByTestId('main-list-row').count(), { timeout: 20_000 }).toBe(10);
    await screenshot(phone, 'lists-main-list-375');
  });

  it(
    'tabular data: queries records with filters from the URL and exports a zip with the export columns',
    { timeout: 120_000 },
    async () => {
      const page = await b.newPage();
      await signInApi(page, b.state.baseURL, 'operator', b.state.password);
      await page.goto('/dashboard/tabular');
      await seedTraffic(page);
      await page.goto(`/dashboard/tabular?device=${origin.id}`);
      await expect.poll(() => page.getByText(`${tag}-t23`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('combobox', { name: 'Sensor' }).inputValue(), { timeout: 20_000 }).toContain(origin.serial);
      await screenshot(page, 'lists-tabular-1280');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('records.zip');
      const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const csv = strFromU8(Object.values(entries)[0]);
      const header = csv
        .split(/\r?\n/)[0]
        .split(',')
        .map((h) => h.replace(/"/g, '').trim());
      // The six record columns, then which sensor each row came from, by id, serial and name.
      expect(header).toEqual([
        'fingerprint',
        'tag',
        'sync_time',
        'create_time',
        'rssi',
        'signal',
        'device_id',
        'device_serial',
        'device_name',
      ]);
      expect(csv).toContain(`${tag}-t0`);
      expect(csv).toContain(origin.serial);

      // Processed data with the day/hour selector: today's weekday keeps the rows, the filter is in the URL.
      await page.goto(`/dashboard/tabular?kind=device_process&device=${origin.id}`);
      await expect.poll(() => page.locator('.MuiDataGrid-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const isoDay = ((new Date().getUTCDay() + 6) % 7) + 1;
      const dayLabel = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoDay - 1];
      await page.getByTestId('day-hour-selector').getByRole('button', { name: dayLabel, exact: true }).click();
      await expect.poll(() => page.url()).toContain(`weekdays=${isoDay}`);
      await expect.poll(() => page.locator('.MuiDataGrid-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await screenshot(page, 'lists-tabular-process-1280');

      const phone = await b.state.context.newPage();
      await phone.setViewportSize({ width: 375, height: 740 });
      await phone.goto(`/dashboard/tabular?device=${origin.id}`);
      await expect.poll(() => phone.getByText(`${tag}-t23`).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await screenshot(phone, 'lists-tabular-375');
    },
  );

  it('sensors list shows the processing progress bar; links and routes lists page on the server', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/devices');
    await expect.poll(() => page.getByTestId('processing-progress').count(), { timeout: 20_000 }).toBe(10);
    const bar = page.getByTestId('processing-progress').first().getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => page.getByTestId('processing-progress').first().textContent(), { timeout: 20_000 }).toContain('Ready');
    await screenshot(page, 'lists-sensors-1280');

    await page.goto('/dashboard/links');
    await expect.poll(() => page.getByTestId('link-row').count(), { timeout: 20_000 }).toBe(10);
    await nextPage(page);
    await screenshot(page, 'lists-links-1280');
    await page.goto('/dashboard/routes');
    await expect.poll(() => page.getByTestId('route-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'lists-routes-1280');

    const phone = await b.state.context.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto('/dashboard/devices');
    await expect.poll(() => phone.getByTestId('device-link').count(), { timeout: 20_000 }).toBe(10);
    await screenshot(phone, 'lists-sensors-375');
  });
});
