import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

const T = { timeout: 30_000 };

/** Istanbul's local date (the demo company's zone) `daysAgo` days back. */
const localDate = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const badgeCount = async (page: Page) => {
  const el = page.locator('[data-testid="bell-badge"] .MuiBadge-badge');
  if ((await el.count()) === 0 || (await el.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  return Number(await el.textContent());
};

/** Clicks a download link and answers the file's bytes. */
async function download(page: Page, testId: string): Promise<{ bytes: Buffer; name: string; save: (to: string) => Promise<void> }> {
  const [d] = await Promise.all([page.waitForEvent('download', T), page.getByTestId(testId).click()]);
  const file = await d.path();
  return { bytes: readFileSync(file), name: d.suggestedFilename(), save: (to) => d.saveAs(to) };
}

describe('reports', () => {
  const b = useBrowser();
  const stamp = Date.now();
  const name = `E2E report ${stamp}`;

  /** One link with an hour of vehicles (the report of the week before lists it, with or without figures). */
  async function seedLink(page: Page) {
    const dev = (end: string, lat: number) =>
      apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=REP-${end}-${stamp}`, 'POST', { lat, lng: 29.3 });
    const [o, d] = [await dev('O', 41.0), await dev('D', 41.01)];
    const link = await apiCall<{ id: number; name: string }>(page, '/api/map/links/', 'POST', {
      name: `Report link ${stamp}`,
      origin_device_id: o.id,
      destination_device_id: d.id,
      length_m: 1000,
      free_flow_s: 80,
    });
    const now = Math.floor(Date.now() / 1000);
    const records = [];
    for (let i = 0; i < 12; i++) {
      const t = now - 3600 + i * 300;
      records.push(
        { serial: o.serial, fingerprint: `rep-${stamp}-${i}`, create_time: t, rssi: -60, signal: 0 },
        { serial: d.serial, fingerprint: `rep-${stamp}-${i}`, create_time: t + 100 + i, rssi: -60, signal: 0 },
      );
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    return link;
  }

  it('creates a scheduled report, generates it, follows the notification and downloads every format', { timeout: 300_000 }, async () => {
    const page = await b.newPage({ width: 1280, height: 900 });
    await signInApi(page, b.state.baseURL, 'admin', b.state.password);
    await page.goto('/dashboard/reports');
    await page.getByTestId('reports-page').waitFor(T);
    const link = await seedLink(page);

    // The form: a missing object is refused beside the objects field, by the server.
    await page.getByTestId('report-new').click();
    const form = page.getByTestId('report-form');
    await form.getByTestId('report-name').fill(name);
    await form.getByTestId('report-save').click();
    await expect.poll(() => form.textContent(), T).toContain('Choose at least one object.');
    await form.getByTestId('report-objects').fill(link.name);
    await page.getByRole('option', { name: link.name }).click();
    await form.getByTestId('report-frequency').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await form.getByRole('combobox', { name: 'Weekday' }).click();
    await page.getByRole('option', { name: 'Wednesday' }).click();
    await form.getByTestId('report-time').fill('07:30');
    // A schedule reports on the week before each run.
    expect(await form.getByTestId('report-period').textContent()).toBe('Previous 7 days');
    expect(await form.getByTestId('report-zone').textContent()).toContain('Europe/Istanbul');
    await screenshot(page, 'reports-form-1280');
    await form.getByTestId('report-save').click();
    await form.waitFor({ state: 'detached', ...T });

    const row = page.getByTestId('report-row').filter({ hasText: name });
    await row.waitFor(T);
    expect(await row.getByTestId('report-schedule').textContent()).toBe('Every Wednesday at 07:30');
    expect(await row.getByTestId('report-next-run').textContent()).toMatch(/07:30:00 \(Europe\/Istanbul\)$/);
    expect(await row.getByTestId('run-status').getAttribute('data-status')).toBe('none');

    // Generate now: the bar shows at once and moves live until the run is done; every state the
    // row passes through is recorded in the page, since a small report is generated in moments.
    const before = await badgeCount(page);
    await page.evaluate(
      (id) => {
        const seen: string[] = [];
        (window as unknown as { reportStates: string[] }).reportStates = seen;
        const read = () => {
          const el = document.querySelector(`[data-report-id="${id}"] [data-testid="run-status"]`);
          const bar = el?.querySelector('[data-testid="run-progress"]');
          const state = `${el?.getAttribute('data-status') ?? ''}${bar ? `:${bar.getAttribute('data-progress')}` : ''}`;
          if (seen.at(-1) !== state) seen.push(state);
        };
        new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      await row.getAttribute('data-report-id'),
    );
    await row.getByTestId('report-generate').click();
    await screenshot(page, 'reports-progress-1280');
    await expect.poll(() => row.getByTestId('run-status').getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
    const states = await page.evaluate(() => (window as unknown as { reportStates: string[] }).reportStates);
    console.log('report states:', states.join(' → '));
    expect(states.some((s) => /^(queued|running):\d+$/.test(s))).toBe(true);
    expect(states.at(-1)).toBe('done');
    // The bar never moves back, whichever of a read and a live event lands first.
    const shown = states.filter((s) => s.startsWith('running:')).map((s) => Number(s.split(':')[1]));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(await row.getByTestId('run-status').textContent()).toBe('Ready');
    await screenshot(page, 'reports-list-1280');
    await expect.poll(() => badgeCount(page), { timeout: 30_000 }).toBeGreaterThan(before);

    await page.getByTestId('bell').click();
    const note = page.getByTestId('notifications-panel').getByTestId('notification-row').filter({ hasText: name });
    await note.waitFor(T);
    expect(await note.textContent()).toContain('Download Report');
    expect(await note.textContent()).toContain(`Report ${name} is ready to download!`);
    await note.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, T).toMatch(/^\/dashboard\/report\/\d+\/info$/);
    const info = page.getByTestId('report-info-page');
    await info.getByTestId('report-downloads').waitFor(T);
    expect(await info.getByRole('heading', { level: 1 }).textContent()).toBe(`Report ${name}`);
    expect(await info.getByTestId('report-info-period').textContent()).toBe(`${localDate(7)} to ${localDate(1)}`);
    await screenshot(page, 'reports-info-1280');

    const csv = await download(page, 'report-download-csv');
    expect(csv.name).toMatch(/\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('Object,Kind,Id');
    expect(text).toContain(link.name);
    const xlsx = await download(page, 'report-download-xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = await download(page, 'report-download-pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF renders: poppler draws its first page to a PNG.
    const dir = path.join(ARTIFACTS, 'reports-pdf');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const saved = path.join(dir, 'report.pdf');
    await pdf.save(saved);
    execFileSync('pdftoppm', ['-png', '-r', '50', saved, path.join(dir, 'page')]);
    const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(dir, pngs[0])).subarray(1, 4).toString('latin1')).toBe('PNG');
    const infoPath = new URL(page.url()).pathname;

    // The same screens on a phone, and in Turkish.
    for (const [lang, width] of [
      ['en', 375],
      ['tr', 1280],
      ['tr', 375],
    ] as const) {
      const p = await b.newPage({ width, height: width === 375 ? 800 : 900 });
      await signInApi(p, b.state.baseURL, 'admin', b.state.password);
      await p.goto(`/dashboard/reports?lang=${lang}`);
      await p.getByTestId('report-row').filter({ hasText: name }).waitFor(T);
      await screenshot(p, `reports-list-${width}-${lang}`);
      await p.getByTestId('report-new').click();
      await p.getByTestId('report-form').waitFor(T);
      await screenshot(p, `reports-form-${width}-${lang}`);
      await p.goto(`${infoPath}?lang=${lang}`);
      await p.getByTestId('report-downloads').waitFor(T);
      await p.getByTestId('report-info-objects').waitFor(T);
      await screenshot(p, `reports-info-${width}-${lang}`);
    }
  });
});
