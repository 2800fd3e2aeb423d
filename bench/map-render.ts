// Map rendering at scale: the real server and the real map page in Chromium, with the map's two data
// calls answered by 5,000 generated links and 2,000 sensors (playwright route interception; every other
// call goes to the server). Prints first render (navigation → features drawn) and frame times while
// the map pans and zooms. Needs a web build (npm run build). Run: node --import tsx bench/map-render.ts
import { launch } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { percentile } from './support.ts';
import type {} from '../apps/web/src/components/map/test-hook.ts';

const LINKS = 5000;
const SENSORS = 2000;
const PASSWORD = 'bench-password-123';

/** Sensors on a jittered grid around Istanbul; each link joins two nearby sensors with a 6-point line. */
function generate() {
  const side = Math.ceil(Math.sqrt(SENSORS));
  const devices = Array.from({ length: SENSORS }, (_, i) => ({
    id: i + 1,
    serial: `G-${i}`,
    name: `Generated ${i}`,
    data_source_type: 0,
    lat: 40.9 + Math.floor(i / side) * 0.006 + Math.sin(i) * 0.001,
    lng: 28.8 + (i % side) * 0.008 + Math.cos(i) * 0.001,
    direction: null,
    config: {},
    commands: [],
    mode: 0,
    schedule_status: '1',
    credit: 0,
    processing_status: 'idle',
    time_zone: null,
    last_seen: new Date(Date.now() - (i % 3) * 20 * 60_000).toISOString(),
    detection_rate: 10,
    voltage: null,
    temperature: null,
    created_at: new Date().toISOString(),
  }));
  const links = Array.from({ length: LINKS }, (_, i) => {
    const a = devices[i % SENSORS];
    const b = devices[(i * 7 + 1) % SENSORS];
    const geometry = Array.from({ length: 6 }, (_, k) => [
      a.lng + ((b.lng - a.lng) * k) / 5 + Math.sin(i + k) * 0.0005,
      a.lat + ((b.lat - a.lat) * k) / 5,
    ]);
    return {
      id: i + 1,
      name: `Generated link ${i}`,
      origin_device_id: a.id,
      destination_device_id: b.id,
      provider_segment: null,
      length_m: 1000,
      geometry,
      free_flow_s: 60,
      max_travel_time_s: 1800,
      match_time: 'first',
      filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
      current: {
        interval_start: null,
        travel_time_s: 90,
        speed_kmh: (i * 13) % 100,
        count: 5,
        typical_s: 80,
        free_flow_s: 60,
        delay_s: 30,
      },
    };
  });
  return { devices, links };
}

const server = await startServer({ SEED_PASSWORD: PASSWORD, SIMULATOR: 'off' });
const browser = await launch();
try {
  const { devices, links } = generate();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const res = await context.request.post('/api/login/', {
    form: { username: 'operator', password: PASSWORD },
    headers: { origin: server.url },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  await context.addInitScript(() => localStorage.setItem('accessToken', 'session'));
  const page_ = (results: unknown[]) => JSON.stringify({ count: results.length, next: null, previous: null, results });
  await page.route(/\/api\/map\/links\/\?/, (r) => r.fulfill({ contentType: 'application/json', body: page_(links) }));
  await page.route(/\/api\/map\/devices\/\?/, (r) => r.fulfill({ contentType: 'application/json', body: page_(devices) }));

  // tsx compiles named inner functions with an `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const t0 = Date.now();
  await page.goto('/dashboard/main/map');
  await page.waitForFunction(() => Boolean(window.__roadlensMap), undefined, { timeout: 60_000 });
  await page.waitForFunction(
    () => window.__roadlensMap!.queryRenderedFeatures(undefined, { layers: ['links-line'] }).length > 0,
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const firstRender = Date.now() - t0;
  const drawn = await page.evaluate(() => ({
    links: new Set(window.__roadlensMap!.queryRenderedFeatures(undefined, { layers: ['links-line'] }).map((f: { id?: unknown }) => f.id))
      .size,
    sensors: window.__roadlensMap!.queryRenderedFeatures(undefined, { layers: ['sensors-circle'] }).length,
  }));

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
