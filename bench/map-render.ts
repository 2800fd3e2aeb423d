// Map rendering at scale: the real server and the real map page in Chromium, with the map's data calls
// answered from map-peers' generated network, 5,000 links and 2,000 sensors (playwright route
// interception; every other call goes to the server). Prints first render (navigation → features
// drawn) and frame times while the map pans and zooms. Needs a web build (npm run build). Run: node --import tsx bench/map-render.ts
import { launch } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { percentile } from './stats.ts';
import type {} from '../apps/web/src/components/map/test-hook.ts';
import { makeData } from './map-peers/data.ts';
import { answerMapCall } from './map-peers/product-data.ts';

const LINKS = 5000;
const SENSORS = 2000;
const PASSWORD = 'bench-password-123';

const server = await startServer({ SEED_PASSWORD: PASSWORD, SIMULATOR: 'off' });
const browser = await launch();
try {
  const data = makeData(LINKS, SENSORS);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await context.request.post('/api/login/', {
    form: { username: 'operator', password: PASSWORD },
    headers: { origin: server.url },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  await context.addInitScript(() => localStorage.setItem('accessToken', 'session'));
  await page.route(/\/api\/map\/(links|devices)\//, (route) => {
    const body = answerMapCall(new URL(route.request().url()), data);
    return body === undefined ? route.continue() : route.fulfill({ contentType: 'application/json', body });
  });

  // tsx compiles named inner functions with an `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const t0 = Date.now();
  await page.goto('/dashboard/main/map');
  await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 60_000 });
  await page.waitForFunction(() => (window.__roadlensMapLayer?.drawn().links.length ?? 0) > 0, undefined, {
    timeout: 120_000,
    polling: 50,
  });
  const firstRender = Date.now() - t0;
  const drawn = await page.evaluate(() => {
    const d = window.__roadlensMapLayer!.drawn();
    return { links: d.links.length, sensors: d.sensors.length };
  });

  // Frame times while the map keeps moving for 5 s (pan + zoom), measured with requestAnimationFrame.
  const frames = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const map = window.__roadlensMap!;
        const c = map.getCenter();
        const z = map.getZoom();
        const out: number[] = [];
        let last = performance.now();
        const start = last;
        const tick = (now: number) => {
          out.push(now - last);
          last = now;
          const p = (now - start) / 5000;
          map.jumpTo({
            center: [c.lng + Math.sin(p * Math.PI * 2) * 0.05, c.lat + Math.cos(p * Math.PI * 2) * 0.03],
            zoom: z + Math.sin(p * Math.PI) * 1.5,
          });
          if (now - start < 5000) requestAnimationFrame(tick);
          else resolve(out.slice(1));
        };
        requestAnimationFrame(tick);
      }),
  );
  console.log(`map-render: ${LINKS} links, ${SENSORS} sensors (Chromium, software WebGL)`);
  console.log(
    `  first render (navigation → links drawn): ${firstRender} ms; drawn in view: ${drawn.links} links, ${drawn.sensors} sensors`,
  );
  console.log(
    `  frames while panning/zooming 5 s: ${frames.length} frames, ${(frames.length / 5).toFixed(1)} fps; frame time p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
