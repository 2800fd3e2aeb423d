import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { events } from '@roadlens/contract/endpoints/events';
import { screenshot, signInApi, useBrowser } from './support/browser.ts';
import type {} from '../apps/web/src/components/map/test-hook.ts';
import type {} from '../apps/web/src/features/map/preview/preview-state.ts';

/**
 * The live map's early preview: drawn by the page's first script before the app runs, where the map will be and at the
 * camera it will open at, then removed once the live map has drawn. MapLibre's file is held back a few
 * seconds so the preview is certainly drawn first (on a fast machine the live map could otherwise win).
 */
describe('live map preview', () => {
  const b = useBrowser();

  const openMap = async (viewport: { width: number; height: number }) => {
    const page = await b.newPage(viewport);
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    // The preview is started by a script written into the page, which the server's CSP allows by its hash only.
    const refused: string[] = [];
    page.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && refused.push(m.text())));
    // The page's first script asks for the map's data and the app takes its answer: one call each, not two.
    const dataCalls: string[] = [];
    page.context().on('request', (r) => void (/\/api\/map\/(links|devices)\/drawn\//.test(r.url()) && dataCalls.push(r.url())));

    // No live events: the server is shared with the other browser tests, whose detections and jobs send traffic
    // updates at any moment, and one landing between the live map's first drawing and the checks below would
    // have it draw a new scene itself, rightly. What is checked here is that first drawing.
    await page.route(
      (url) => url.pathname === events.stream.path,
      (route) => route.abort(),
    );
    await page.route(/\/assets\/maplibre-gl-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/');
    return { page, refused, dataCalls };
  };

  /** The preview's camera against the live map's: where each puts the map's centre and a corner, in px. */
  const offsets = (page: Page) =>
    page.evaluate(() => {
      const map = window.__roadlensMap!;
      const cam = window.__roadlensMapPreview!.camera!;
      const merc = (lng: number, lat: number) => {
        const s = Math.sin((lat * Math.PI) / 180);
        return [(lng + 180) / 360, 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)];
      };
      const b = map.getBounds();
      return [map.getCenter(), b.getNorthWest(), b.getSouthEast()].map((ll) => {
        const [x, y] = merc(ll.lng, ll.lat);
        const live = map.project(ll);
        return Math.hypot(cam.a * x + cam.c * y + cam.e - live.x, cam.b * x + cam.d * y + cam.f - live.y);
      });
    });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 700 },
  ]) {
    it(`draws the network where the live map then shows it, at ${viewport.width} px`, async () => {
      const { page, refused, dataCalls } = await openMap(viewport);
      await page.waitForFunction(() => window.__roadlensMapPreview?.drawnAt != null, undefined, { timeout: 30_000 });
      const preview = page.getByTestId('map-preview');
      expect(await preview.isVisible()).toBe(true);
      expect(await page.evaluate(() => window.__roadlensMap)).toBeUndefined();
      // Once the map page renders, the preview moves into it, under its panels, without moving on screen.
      const box = await page.evaluate(() => window.__roadlensMapPreview!.box);
      await page.locator('[data-testid="live-map"] [data-testid="map-preview"]').waitFor({ timeout: 30_000 });
      expect(await preview.boundingBox()).toEqual({ x: box.left, y: box.top, width: box.width, height: box.height });
      expect(await page.evaluate(() => window.__roadlensMap)).toBeUndefined();
      await screenshot(page, `map-preview-${viewport.width}`);

      // The live map takes over: the preview goes, and the map lies exactly where it was drawn, at the same camera.
      await page.waitForFunction(() => window.__roadlensMapPreview?.showing === false, undefined, { timeout: 60_000 });
      expect(await page.getByTestId('map-preview').count()).toBe(0);
      expect(refused).toEqual([]);
      expect(dataCalls.map((u) => new URL(u).pathname).sort()).toEqual(['/api/map/devices/drawn/', '/api/map/links/drawn/']);
      const layer = await page.evaluate(() => window.__roadlensMapLayer!.drawn());
      expect(layer.links.length).toBeGreaterThan(0);
      // The live map shows the preview's own drawing of this view rather than rasterising it again, and its scene holds
      // the lines the preview read and projected rather than decoding and projecting the same answer again.
      expect(layer.adopted).toBe(true);
      expect(await page.evaluate(() => window.__roadlensMapPreview!.linesTaken)).toBe(true);
      // And it is the drawing the live map makes itself: a pan there and back draws the layer anew, pixel for pixel.
      // Compared in the page: the canvas holds millions of numbers.
      await page.evaluate(() => {
        const c = document.querySelector<HTMLCanvasElement>('canvas.roadlens-map-layer')!;
        (window as unknown as { adoptedPixels: ImageData }).adoptedPixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      });
      await page.evaluate(() => window.__roadlensMap!.panBy([1, 0], { animate: false }));
      await page.waitForFunction(() => window.__roadlensMapLayer!.drawn().adopted === false);
      const { painted, differing } = await page.evaluate(
        () =>
          new Promise<{ painted: number; differing: number }>((done) => {
            window.__roadlensMap!.panBy([-1, 0], { animate: false });
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const c = document.querySelector<HTMLCanvasElement>('canvas.roadlens-map-layer')!;
                const own = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
                const adopted = (window as unknown as { adoptedPixels: ImageData }).adoptedPixels.data;
                let painted = 0;
                let differing = own.length === adopted.length ? 0 : Infinity;
                for (let i = 3; i < own.length; i += 4) {
                  if (own[i] > 0) painted++;
                  if (Math.abs(own[i] - adopted[i]) > 8 || Math.abs(own[i - 3] - adopted[i - 3]) > 8) differing++;
                }
                done({ painted, differing });
              }),
            );
          }),
      );
      expect(painted).toBeGreaterThan(1000);
      expect(differing / painted).toBeLessThan(0.01);
      const live = await page.evaluate(() => {
        const r = window.__roadlensMap!.getContainer().getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
      });
      expect(live).toEqual(box);
      for (const d of await offsets(page)) expect(d).toBeLessThan(0.5);
      await screenshot(page, `map-preview-${viewport.width}-live`);
    });
  }

  it('leaves a replay (?at=) to the live map', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    await page.goto(`/dashboard/main/map?at=${Math.floor(Date.now() / 1000) - 3600}`);
    await page.waitForFunction(() => (window.__roadlensMapLayer?.drawn().frames ?? 0) > 0, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__roadlensMapPreview)).toBeUndefined();
    expect(await page.getByTestId('map-preview').count()).toBe(0);
  });

  it('gives way to the app when one of its calls fails: no preview, and the app asks again', async () => {
    const page = await b.newPage();
    await signInApi(page, b.state.baseURL, 'operator', b.state.password);
    let asked = 0;
    await page.route(/\/api\/map\/devices\/drawn\//, (route) => (++asked === 1 ? route.abort() : route.continue()));
    await page.goto('/');
    await page.waitForFunction(() => (window.__roadlensMapLayer?.drawn().frames ?? 0) > 0, undefined, { timeout: 30_000 });
    expect(asked).toBe(2);
    expect(await page.evaluate(() => window.__roadlensMapPreview!.drawnAt)).toBeNull();
    expect(await page.getByTestId('map-preview').count()).toBe(0);
    expect((await page.evaluate(() => window.__roadlensMapLayer!.drawn().sensors)).length).toBeGreaterThan(0);
  });

  it('draws nothing for a browser that only thinks it is signed in (the session ended)', async () => {
    const page = await b.newPage();
    await page.context().addInitScript(() => localStorage.setItem('accessToken', 'session'));
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/auth/sign-in', { timeout: 30_000 });
    await page.waitForFunction(() => window.__roadlensMapPreview?.showing === false, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__roadlensMapPreview!.drawnAt)).toBeNull();
    expect(await page.getByTestId('map-preview').count()).toBe(0);
  });
});
