import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

interface SignOut {
  id: number;
  display: { lines: string[]; reason: string; detail: string } | null;
}

describe('signs: the preview follows a route and falls back on stale data', () => {
  const b = useBrowser();
  const tag = `sg-${Date.now()}`;

  /** Six vehicles from origin to destination, leaving `agoS` seconds ago, `travelS` seconds each. */
  const trips = (o: string, d: string, agoS: number, travelS: number, batch: string) => {
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let k = 0; k < 6; k++) {
      const t = now - agoS + k * 10;
      const fp = `${tag}-${batch}-${k}`;
      records.push({ serial: o, fingerprint: fp, create_time: t, rssi: -62, signal: 0 });
      records.push({ serial: d, fingerprint: fp, create_time: t + travelS + (k % 3), rssi: -64, signal: 0 });
    }
    return records;
  };

  const signCard = (page: Page, id: number) => page.locator(`[data-testid="sign-card"][data-sign-id="${id}"]`);
  /** The page, read again, shows `text` on the sign. */
  const expectShown = async (page: Page, id: number, text: string) => {
    await page.reload();
    await expect
      .poll(async () => (await signCard(page, id).getByTestId('sign-line').allTextContents()).join(' | '), { timeout: 20_000 })
      .toBe(text);
  };

  it('shows travel times as they change, the fallback when data is stale, and the log of every change', { timeout: 180_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/signs');
    await expect.poll(() => page.getByTestId('sign-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const serial = (end: string) => `SGN-${end}-${Date.now()}`;
    const o = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('O')}`, 'POST', { lat: 41.05, lng: 29.0 });
    const d = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('D')}`, 'POST', { lat: 41.06, lng: 29.0 });
    const link = await apiCall<{ id: number }>(page, '/api/map/links/', 'POST', {
      name: `Sign ${tag}`,
      origin_device_id: o.id,
      destination_device_id: d.id,
      length_m: 2000,
      max_travel_time_s: 1800,
    });
    const route = await apiCall<{ id: number }>(page, '/api/map/routes/', 'POST', { name: `Sign route ${tag}`, link_ids: [link.id] });
    const sign = await apiCall<SignOut>(page, '/api/signs/', 'POST', {
      name: `E2E sign ${tag}`,
      lat: 41.05,
      lng: 29.0,
      routes: [{ route_id: route.id, speed_limit_kmh: 50 }],
      lines: [{ template: `CENTRE {tt_min:${route.id}} MIN`, fallback: 'CENTRE' }],
      rounding_min: 1,
      max_minutes: 60,
      min_confidence: 0.1,
      max_age_min: 30,
    });
    const reads = async () => (await apiCall<SignOut>(page, `/api/signs/${sign.id}/`)).display;

    // Data 50 minutes old: current for the route, but older than the sign accepts.
    await apiCall(page, '/api/ingest/detections/', 'POST', { records: trips(o.serial, d.serial, 50 * 60, 300, 'old') });
    await expect.poll(async () => (await reads())?.detail, { timeout: 60_000 }).toBe(`stale:${route.id}`);
    await expectShown(page, sign.id, 'CENTRE');
    await expect.poll(() => signCard(page, sign.id).getByTestId('sign-reason').getAttribute('data-reason')).toBe('fallback');
    expect(await signCard(page, sign.id).getByTestId('sign-causes').textContent()).toContain('stale');

    // Fresh vehicles taking five minutes: the sign shows 5.
    await apiCall(page, '/api/ingest/detections/', 'POST', { records: trips(o.serial, d.serial, 20 * 60, 300, 'a') });
    await expect.poll(async () => (await reads())?.lines.join(' | '), { timeout: 60_000 }).toBe('CENTRE 5 MIN');
    await expectShown(page, sign.id, 'CENTRE 5 MIN');

    // Traffic slows to six minutes (within what the link's filter accepts as a change of level): the sign follows.
    await apiCall(page, '/api/ingest/detections/', 'POST', { records: trips(o.serial, d.serial, 10 * 60, 360, 'b') });
    await expect.poll(async () => (await reads())?.lines.join(' | '), { timeout: 60_000 }).toBe('CENTRE 6 MIN');
    await expectShown(page, sign.id, 'CENTRE 6 MIN');
    await expect.poll(() => signCard(page, sign.id).getByTestId('sign-reason').getAttribute('data-reason')).toBe('travel_times');

    // The sign's staleness limit now falls below the data's age: the fallback again.
    await apiCall(page, `/api/signs/${sign.id}/`, 'PATCH', { max_age_min: 1 });
    await expectShown(page, sign.id, 'CENTRE');

    // The log holds each change once, with its reason; the timeline draws them.
    const history = await apiCall<{ messages: Array<{ lines: string[]; reason: string }> }>(page, `/api/signs/${sign.id}/history/`);
    const texts = history.messages.map((m) => `${m.reason}:${m.lines[0]}`);
    expect(texts.slice(-3)).toEqual(['travel_times:CENTRE 5 MIN', 'travel_times:CENTRE 6 MIN', 'fallback:CENTRE']);
    await signCard(page, sign.id).getByTestId('sign-log-toggle').click();
    await expect.poll(() => signCard(page, sign.id).getByTestId('sign-log').locator('li').count()).toBe(history.messages.length);
    expect(await signCard(page, sign.id).getByTestId('sign-timeline').locator('[data-reason="travel_times"]').count()).toBe(2);

    await screenshot(page, 'signs-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect.poll(() => page.getByTestId('sign-card').count()).toBeGreaterThan(0);
    await screenshot(page, 'signs-375');

    // The terminal wall shows the signs too, each with its current lines.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/terminal');
    const tile = page.locator(`[data-testid="terminal-sign"][data-name="E2E sign ${tag}"]`);
    await expect.poll(() => tile.textContent(), { timeout: 20_000 }).toContain('CENTRE');
    await screenshot(page, 'signs-terminal-1280');
  });

  it('puts an operator message on a sign from the page, shown until it ends', { timeout: 120_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/signs');
    const card = page.getByTestId('sign-card').first();
    await card.getByTestId('sign-override').click();
    await page.getByTestId('override-lines').fill('ROAD WORKS\nUSE D-100');
    await page.getByTestId('override-reason').fill('night works');
    await page.getByTestId('override-save').click();
    await expect
      .poll(async () => (await card.getByTestId('sign-line').allTextContents()).join(' | '), { timeout: 20_000 })
      .toBe('ROAD WORKS | USE D-100');
    await expect.poll(() => card.getByTestId('sign-reason').getAttribute('data-reason')).toBe('override');
    await screenshot(page, 'signs-override-1280');
    await card.getByRole('button', { name: 'End now' }).click();
    await expect.poll(() => card.getByTestId('sign-reason').getAttribute('data-reason'), { timeout: 20_000 }).not.toBe('override');
  });
});
