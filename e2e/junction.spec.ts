import { describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

describe('junction dashboard', () => {
  const b = useBrowser();
  const tag = `jn-${Date.now()}`;

  it('defines a junction over new sensors in the UI and shows its turn ratios with sample counts', { timeout: 180_000 }, async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto('/dashboard/junction');
    await expect.poll(() => page.getByTestId('junction-page').count(), { timeout: 20_000 }).toBe(1);

    // Three sensors of our own around a crossing, fed through the ingest API: from West, 30 vehicles
    // go on to East and 10 turn to North; from North, 5 go to East (too few to trust).
    const sensor = async (arm: string) =>
      apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${tag}-${arm}`, 'POST', {
        name: `${tag} ${arm}`,
        lat: 41.0,
        lng: 29.0,
      });
    const [w, e, n] = [await sensor('W'), await sensor('E'), await sensor('N')];
    // Forty minutes ago, moved back before local midnight when the passes (about 15 minutes) would
    // otherwise span two days in Demo City's zone (Istanbul, UTC+3 all year).
    const ago = Math.floor(Date.now() / 1000) - 40 * 60;
    const dayStart = (s: number) => s - ((s + 3 * 3600) % 86_400);
    const start = dayStart(ago) === dayStart(ago + 20 * 60) ? ago : dayStart(ago + 20 * 60) - 25 * 60;
    const records: object[] = [];
    const pass = (fp: string, from: string, to: string, t: number, tt: number) =>
      records.push(
        { serial: from, fingerprint: fp, create_time: t, signal: 0 },
        { serial: to, fingerprint: fp, create_time: t + tt, signal: 0 },
      );
    for (let i = 0; i < 30; i++) pass(`${tag}-we-${i}`, w.serial, e.serial, start + i * 30, 20 + (i % 5));
    for (let i = 0; i < 10; i++) pass(`${tag}-wn-${i}`, w.serial, n.serial, start + i * 40 + 7, 40);
    for (let i = 0; i < 5; i++) pass(`${tag}-ne-${i}`, n.serial, e.serial, start + i * 60 + 11, 30);
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    // The day the vehicles passed in Demo City's time zone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(start * 1000),
    );

    await page.getByTestId('junction-new').click();
    await page.getByTestId('junction-name').fill(`Crossing ${tag}`);
    for (const [i, [name, dev]] of (
      [
        ['West', w],
        ['East', e],
        ['North', n],
      ] as const
    ).entries()) {
      await page.getByTestId(`arm-${i}-name`).fill(name);
      await page.getByTestId(`arm-${i}-approach`).click();
      await page.getByRole('option', { name: `${tag} ${dev.serial.slice(-1)}`, exact: true }).click();
      // The exit follows the approach: the same Bluetooth sensor sees vehicles leave.
      await expect.poll(() => page.getByTestId(`arm-${i}-exit`).textContent()).toBe(`${tag} ${dev.serial.slice(-1)}`);
    }
    await page.getByTestId('junction-save').click();
    await expect.poll(() => page.getByTestId('junction-form').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.url()).toContain('junction=');
    await page.getByTestId('junction-date').fill(day);

    const cell = (from: number, to: number) => page.getByTestId(`turn-${from}-${to}`);
    await expect.poll(() => cell(0, 1).getAttribute('data-n'), { timeout: 20_000 }).toBe('30');
    expect(await cell(0, 1).textContent()).toBe('75 %n=30');
    expect(await cell(0, 2).textContent()).toBe('25 %n=10');
    expect(await cell(2, 1).textContent()).toBe('100 %n=5');
    expect(await cell(1, 0).textContent()).toBe('—');
    const rows = page.getByTestId('approach-row');
    expect(await rows.nth(0).getAttribute('data-low')).toBe('false');
    expect(await rows.nth(2).getAttribute('data-low')).toBe('true');
    expect(await rows.nth(2).textContent()).toContain('few vehicles');
    expect(await rows.nth(0).getByTestId('los-badge').getAttribute('data-los')).toMatch(/^[A-F]$/);
    await screenshot(page, 'junction-1280');

    // One hour: the chart's busiest bar picks it, and the figures are that hour's.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' }).format(new Date(start * 1000)),
    );
    await page.getByTestId(`hour-${hour}`).click();
    await expect.poll(() => page.getByTestId('junction-period').textContent()).toContain(`${String(hour).padStart(2, '0')}:00`);
    expect(Number(await cell(0, 1).getAttribute('data-n'))).toBeGreaterThan(0);

    const phone = await b.state.context.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto(page.url());
    await phone.getByTestId('junction-date').fill(day);
    await expect.poll(() => phone.getByTestId('turn-0-1').getAttribute('data-n'), { timeout: 20_000 }).toBe('30');
    await screenshot(phone, 'junction-375');
  });
});
