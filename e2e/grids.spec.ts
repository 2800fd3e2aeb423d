import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import { apiCall } from './support/api.ts';
import type {} from '../apps/web/src/features/grids/test-hook.ts';

interface Od {
  min_trips: number;
  total_trips: number;
  zones: { id: number; name: string; trips_out: number }[];
  cells: { origin: number; destination: number; suppressed: boolean; trips: number | null }[];
}
interface Summary {
  zones: { zone_id: number; health: { online: number; silent: number; offline: number; total: number } }[];
}
interface GridLite {
  id: number;
  name: string;
  zones: { id: number; name: string; kind: string; devices: { id: number }[] }[];
}

const RUN = Date.now().toString(36);
const GRID = `E2E grid ${RUN}`;
// Two sensors of this run, far from the demo city so the outline drawn round one holds nothing else.
const SPOTS = { a: { lat: 40.62, lng: 27.9 }, b: { lat: 40.62, lng: 28.1 } };
const state: { gridId?: number } = {};

/** The matrix on the page agrees with the API: numbers where shown, only "< k" where suppressed. */
async function expectMatrixLike(page: Page, od: Od) {
  const matrix = page.getByTestId('od-matrix');
  await matrix.waitFor({ timeout: 30_000 });
  for (const c of od.cells) {
    const cell = matrix.getByTestId(`od-cell-${c.origin}-${c.destination}`);
    if (c.suppressed) expect((await cell.textContent())?.trim()).toBe(`< ${od.min_trips}`);
    else expect(await cell.getByTestId('od-trips').textContent()).toBe(c.trips!.toLocaleString('en-US'));
  }
  for (const z of od.zones) expect(await matrix.getByTestId(`od-out-${z.id}`).textContent()).toBe(z.trips_out.toLocaleString('en-US'));
  expect(await page.getByTestId('od-total-trips').textContent()).toBe(od.total_trips.toLocaleString('en-US'));
}

async function expectHealthLike(page: Page, summary: Summary) {
  await expect.poll(() => page.getByTestId('zone-summary').count(), { timeout: 30_000 }).toBe(summary.zones.length);
  for (const z of summary.zones) {
    const card = page.locator(`[data-testid="zone-summary"][data-zone="${z.zone_id}"]`);
    for (const s of ['online', 'silent', 'offline'] as const)
      expect(await card.getByTestId(`health-${s}`).textContent()).toBe(`${z.health[s]} ${s}`);
  }
}

describe('grids: zones, their health and the O/D matrix', () => {
  const b = useBrowser();
  const open = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await b.newPage(viewport);
    await signInApi(page, b.state.baseURL, 'admin', b.state.password);
    await page.goto(path);
    return page;
  };

  it('builds a zone from sensors and draws one on the map, then reads its health and matrix', { timeout: 240_000 }, async () => {
    const page = await open('/dashboard/grids');
    const add = (end: string, at: { lat: number; lng: number }) =>
      apiCall<{ id: number; serial: string }>(page, `/api/map/devices/?s=GRID-${end}-${RUN}`, 'POST', {
        ...at,
        name: `Grid ${end} ${RUN}`,
      });
    const a = await add('A', SPOTS.a);
    const bSensor = await add('B', SPOTS.b);

    await page.getByTestId('grid-new').click();
    await page.getByTestId('grid-name').fill(GRID);
    // Zone 1: a group of sensors, picked from the list.
    await page.getByTestId('zone-from-sensors').click();
    await page.getByTestId('pick-name').fill('West gate');
    await page.getByTestId('pick-sensors').fill(a.serial);
    await page.getByRole('option', { name: new RegExp(a.serial) }).click();
    await page.getByTestId('pick-finish').click();

    // Zone 2: an outline drawn by clicks on the map round sensor B.
    await page.getByTestId('zone-draw').click();
    await page.getByTestId('draw-name').fill('East field');
    await page.waitForFunction(() => Boolean(window.__roadlensGridMap?.isStyleLoaded()), undefined, { timeout: 30_000 });
    await page.evaluate(([lng, lat]) => window.__roadlensGridMap!.jumpTo({ center: [lng, lat], zoom: 15 }), [SPOTS.b.lng, SPOTS.b.lat]);
    const box = (await page.locator('[data-testid="grid-editor-map"] canvas').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners = [
      [cx - 120, cy - 90],
      [cx + 120, cy - 90],
      [cx + 120, cy + 90],
      [cx - 120, cy + 90],
    ];
    for (const [x, y] of corners) {
      await page.mouse.click(x, y);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => page.getByTestId('draw-corners').textContent()).toContain('4 corners');
    await screenshot(page, 'grids-draw-1280');
    // A click on the first corner closes the outline.
    await page.mouse.click(corners[0][0], corners[0][1]);
    await expect.poll(() => page.getByTestId('zone-row').count()).toBe(2);
    await page.getByTestId('grid-save').click();
    await page.waitForURL(/[?&]grid=\d+/, { timeout: 20_000 });
    state.gridId = Number(new URL(page.url()).searchParams.get('grid'));

    const saved = await apiCall<GridLite>(page, `/api/grids/${state.gridId}/`);
    expect(saved.zones.map((z) => [z.name, z.kind, z.devices.map((d) => d.id)])).toEqual([
      ['West gate', 'sensors', [a.id]],
      ['East field', 'polygon', [bSensor.id]],
    ]);

    // Vehicles seen at A, then at B five minutes later: 6 trips west → east (shown), 2 back (below 5: suppressed).
    const now = Math.floor(Date.now() / 1000) - 1800;
    const records = [];
    for (let i = 0; i < 6; i++) {
      records.push({ serial: a.serial, fingerprint: `${RUN}-we-${i}`, create_time: now + i * 10, rssi: -60, signal: 0 });
      records.push({ serial: bSensor.serial, fingerprint: `${RUN}-we-${i}`, create_time: now + 300 + i * 10, rssi: -60, signal: 0 });
    }
    for (let i = 0; i < 2; i++) {
      records.push({ serial: bSensor.serial, fingerprint: `${RUN}-ew-${i}`, create_time: now + i * 10, rssi: -60, signal: 0 });
      records.push({ serial: a.serial, fingerprint: `${RUN}-ew-${i}`, create_time: now + 400 + i * 10, rssi: -60, signal: 0 });
    }
    await apiCall(page, '/api/ingest/detections/', 'POST', { records });
    const [west, east] = saved.zones.map((z) => z.id);
    await expect
      .poll(async () => (await apiCall<Od>(page, `/api/grids/${state.gridId}/od/`)).cells.find((c) => c.origin === west)?.trips, {
        timeout: 60_000,
      })
      .toBe(6);
    const read = await apiCall<Od>(page, `/api/grids/${state.gridId}/od/`);
    expect(read.cells.find((c) => c.origin === east)).toMatchObject({ suppressed: true, trips: null });

    await page.reload();
    await expectHealthLike(page, await apiCall<Summary>(page, `/api/grids/${state.gridId}/summary/`));
    await screenshot(page, 'grids-zones-1280');
    await page.getByTestId('tab-od').click();
    await expectMatrixLike(page, read);
    await screenshot(page, 'grids-od-1280');
  });

  it('shows the seeded grid’s health and matrix as the API reads them', async () => {
    const page = await open('/dashboard/grids');
    const list = await apiCall<GridLite[]>(page, '/api/grids/');
    const seeded = list.find((g) => g.name === 'Istanbul districts');
    expect(seeded, 'the demo company has a seeded grid').toBeTruthy();
    await page.goto(`/dashboard/grids?grid=${seeded!.id}`);
    await expectHealthLike(page, await apiCall<Summary>(page, `/api/grids/${seeded!.id}/summary/`));
    await page.getByTestId('tab-od').click();
    await expectMatrixLike(page, await apiCall<Od>(page, `/api/grids/${seeded!.id}/od/`));
    await screenshot(page, 'grids-seeded-od-1280');
  });

  for (const [w, h] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    for (const lang of ['en', 'tr'] as const) {
      it(`opens /dashboard/ods and reads at ${w} px in ${lang}`, async () => {
        const grid = state.gridId ? `&grid=${state.gridId}` : '';
        const page = await open(`/dashboard/ods?lang=${lang}${grid}`, { width: w, height: h });
        await page.getByTestId('od-matrix').waitFor({ timeout: 30_000 });
        // The page itself never scrolls sideways; the matrix does, inside its own box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `grids-ods-${w}-${lang}`);
        await page.goto(`/dashboard/grids?lang=${lang}${grid}`);
        await page.getByTestId('zone-summary').first().waitFor({ timeout: 30_000 });
        await screenshot(page, `grids-zones-${w}-${lang}`);
      });
    }
  }
});
