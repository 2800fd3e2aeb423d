import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';

const RUN = Date.now().toString(36);
interface Settings {
  measures: { speed: string };
  grafana_org_id: string | null;
}

/** A link of this file's own with a current interval at about 48 km/h (30 mph). */
async function linkWithTraffic(page: Page): Promise<{ id: number; name: string }> {
  const serial = (end: string) => `CS-${end}-${RUN}`;
  const o = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('O')}`, 'POST', { lat: 41.05, lng: 29.0 });
  const d = await apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=${serial('D')}`, 'POST', { lat: 41.06, lng: 29.0 });
  const link = await apiCall<{ id: number; name: string; length_m: number }>(page, '/api/map/links/', 'POST', {
    name: `AAA Units ${RUN}`,
    origin_device_id: o.id,
    destination_device_id: d.id,
    length_m: 1000,
    max_travel_time_s: 1800,
  });
  const travel = Math.round(link.length_m / (48 / 3.6));
  const now = Math.floor(Date.now() / 1000);
  const records = [];
  for (let i = 0; i < 12; i++) {
    for (let k = 0; k < 3; k++) {
      const t = now - 3600 + i * 300 + k * 20;
      records.push({ serial: o.serial, fingerprint: `cs-${RUN}-${i}-${k}`, create_time: t, rssi: -62, signal: 0 });
      records.push({ serial: d.serial, fingerprint: `cs-${RUN}-${i}-${k}`, create_time: t + travel + ((i + k) % 3), rssi: -64, signal: 0 });
    }
  }
  await apiCall(page, '/api/ingest/detections/', 'POST', { records });
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ results: { speed_kmh: number | null }[] }>(
            page,
            `/api/map/links/sparklines/?search=${encodeURIComponent(link.name)}`,
          )
        ).results[0]?.speed_kmh ?? null,
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return link;
}

describe('company settings', () => {
  const b = useBrowser();
  let restore: Page | undefined;
  const open = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await b.newPage(viewport);
    await signInApi(page, b.state.baseURL, 'staff', b.state.password);
    await page.goto(path);
    return page;
  };
  afterAll(async () => {
    // Whatever happened, the shared demo company goes back to kilometres and no external dashboard.
    if (restore && !restore.isClosed()) {
      await apiCall(restore, '/api/platform/company/', 'PATCH', {
        measures: { distance: 'km', speed: 'km__hr' },
        grafana_org_id: null,
      }).catch(() => undefined);
    }
  });

  it(
    "switching the company to miles shows mph on the map legend, the main list and a link's chart, and back",
    { timeout: 240_000 },
    async () => {
      const page = await open('/dashboard/settings/company');
      const link = await linkWithTraffic(page);
      await page.getByTestId('company-settings').waitFor();
      await expect.poll(() => page.getByText('Setting', { exact: true }).first().isVisible()).toBe(true);

      await page.getByRole('radio', { name: 'Miles (mph)' }).check();
      // The bands keep their meaning: 20 km/h shows as 12.4 mph.
      expect(await page.getByRole('textbox', { name: 'Upper bound of band 1' }).inputValue()).toBe('12.4');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Company settings saved.', { exact: false }).waitFor();
      expect((await apiCall<Settings>(page, '/api/platform/company/')).measures.speed).toBe('mi__hr');
      // Every user of the company hears what changed; the notification opens this page.
      const notes = await apiCall<{ results: { actor_type: string; data: { title?: string } }[] }>(
        page,
        '/api/platform/notifications/?page_size=5&ordering=-timestamp',
      );
      // Among the newest: the alert engine may notify about a sensor in the same second.
      expect(notes.results).toContainEqual(
        expect.objectContaining({
          actor_type: 'company',
          data: expect.objectContaining({ title: 'Company settings updated: distance unit' }),
        }),
      );

      await page.goto('/dashboard/main/map');
      const legend = page.getByTestId('map-legend');
      await legend.getByText('Speed (mph)').waitFor();
      expect(await legend.innerText()).toContain('up to 12');
      await screenshot(page, 'company-settings-map-mph');

      await page.goto(`/dashboard/main/list?search=${encodeURIComponent(link.name)}`);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: link.name }) });
      await expect.poll(() => row.innerText(), { timeout: 30_000 }).toMatch(/\b\d+ mph\b/);
      expect(await row.innerText()).not.toContain('km/h');

      await page.goto(`/dashboard/links/${link.id}`);
      await page.getByText('Speed (mph)').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('speed-chart').waitFor();
      // Distances follow the unit too.
      await page.getByText('Length: 0.62 mi').waitFor();
      await screenshot(page, 'company-settings-chart-mph');

      // And back to kilometres.
      await page.goto('/dashboard/settings/company');
      await page.getByRole('radio', { name: 'Kilometres (km/h)' }).check();
      expect(await page.getByRole('textbox', { name: 'Upper bound of band 1' }).inputValue()).toBe('20');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Company settings saved.', { exact: false }).waitFor();
      await page.goto('/dashboard/main/map');
      await page.getByTestId('map-legend').getByText('Speed (km/h)').waitFor();
      restore = page;
    },
  );

  it('refuses overlapping bands with the message beside the bands, and saves nothing', async () => {
    const page = await open('/dashboard/settings/company');
    restore = page;
    await page.getByTestId('company-settings').waitFor();
    const before = await apiCall<{ speed_colors: unknown[] }>(page, '/api/platform/company/');
    await page.getByRole('textbox', { name: 'Upper bound of band 2' }).fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('section-bands')
      .getByText(/Bands overlap/)
      .waitFor();
    expect((await apiCall<{ speed_colors: unknown[] }>(page, '/api/platform/company/')).speed_colors).toEqual(before.speed_colors);
  });

  it('the external dashboard entry appears with an organisation id and opens Grafana for it', async () => {
    const page = await open('/dashboard/settings/company');
    restore = page;
    // This installation's server has no GRAFANA_URL; the page is shown one, as a configured server answers.
    await page.route('**/api/map/map_config/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), grafana_url: 'https://grafana.example.org' } });
    });
    await page.getByTestId('company-settings').waitFor();
    const nav = page.getByTestId('nav-tree');
    const dashboardGroup = async () => {
      const group = nav.getByRole('button', { name: 'Dashboard', exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await nav.getByRole('link', { name: 'Map', exact: true }).waitFor();
    };
    await dashboardGroup();
    expect(await nav.getByRole('link', { name: 'Grafana' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'External dashboard organisation id' }).fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company settings saved.', { exact: false }).waitFor();
    await dashboardGroup();
    await nav.getByRole('link', { name: 'Grafana' }).click();
    await page.waitForURL('**/dashboard/main/grafana');
    const opener = page.getByTestId('open-external-dashboard');
    expect(await opener.getAttribute('href')).toBe('https://grafana.example.org/?orgId=7');
    expect(await opener.getAttribute('target')).toBe('_blank');

    await apiCall(page, '/api/platform/company/', 'PATCH', { grafana_org_id: null });
    await page.goto('/dashboard/settings/company');
    await page.getByTestId('company-settings').waitFor();
    await dashboardGroup();
    expect(await nav.getByRole('link', { name: 'Grafana' }).count()).toBe(0);
  });

  for (const [w, h] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    for (const lang of ['en', 'tr'] as const) {
      it(`looks right at ${w} px in ${lang}`, async () => {
        const page = await open(`/dashboard/settings/company?lang=${lang}`, { width: w, height: h });
        await page.getByTestId('company-settings').waitFor();
        await page.getByTestId('speed-band').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `company-settings-${w}-${lang}`);
        await page.screenshot({ path: `e2e/artifacts/screens/company-settings-${w}-${lang}-full.png`, fullPage: true });
      });
    }
  }
});
