// The live map beside its peers, in one run: Leaflet 1.9 (canvas renderer, the common choice) and
// MapLibre GL (the WebGL reference) draw the same generated links and sensors on a plain background,
// and our map page draws them with its map data calls answered from the same data (everything else
// goes to the real server, signed in as the operator). Each case runs in a fresh headless Chromium
// (software WebGL, 1280×800, pixel ratio 1), MAP_RUNS times (default 3), and the median is printed:
//   first_render   navigation start → the links drawn and the map settled: Leaflet's first animation frame after
//                  its layers were added, MapLibre's first idle; on our page the early preview's frame where there
//                  is one (the links at their final place, before the app has started), else the live map ready
//   painted        the next animation frame after first_render, when that drawing has surely been rasterised
//                  (a canvas may be rasterised as it is drawn or as its frame is made); on our page the preview's
//                  frame (its worker's canvas is rasterised before that frame), else the live map's next frame
//   data_ready     navigation start → the map's data received
//   map_ready      the map usable: the peers' first render; on our page the live map loaded with its links drawn
//   interactive    map ready, or the end of the last long task (> 50 ms) after it, before 500 ms with none
//   pan_fps        a 5 s programmatic pan along a 250 px circle, one panBy per animation frame
// Needs a web build (npm run build). Run: npm run bench -- map-peers
// (MAP_SIZES=5000x2000,20000x2000 by default; MAP_PAGES=leaflet,maplibre,ours picks pages, `floor` adds MapLibre
// with an empty style, ready at 'load'; MAP_SHOTS=dir saves a screenshot of each first render; MAP_TRACE=dir saves a
// Chromium trace of each first render, every thread, for chrome://tracing or a profile viewer.)
import { execSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { launch } from '../e2e/support/browser.ts';
import { ROOT, startServer } from '../e2e/support/server.ts';
import { geojsonOf, makeData, type PeerData } from './map-peers/data.ts';
import { startProductProxy } from './map-peers/product-proxy.ts';

const SIZES = (process.env.MAP_SIZES ?? '5000x2000,20000x2000').split(',').map((s) => s.split('x').map(Number) as [number, number]);
const RUNS = Number(process.env.MAP_RUNS ?? 3);
const SHOTS = process.env.MAP_SHOTS;
const TRACE = process.env.MAP_TRACE;
const PAGES = (process.env.MAP_PAGES ?? 'leaflet,maplibre,ours').split(',');
const PASSWORD = 'bench-password-123';
const VIEW = { width: 1280, height: 800 };
const PAN_MS = 5000;

/** Before any page script: long tasks are recorded, and (on our page) the bench contract is built over the live map. */
function pageInit(ours: boolean) {
  const w = window as unknown as Record<string, unknown> & Pick<Window, '__roadlensMap' | '__roadlensMapLayer'>;
  w.__name = (f: unknown) => f;
  const longTasks: number[] = [];
  w.__longTaskEnds = longTasks;
  try {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.startTime + e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  } catch {
    /* no long task timing: interactive = first render */
  }
  if (!ours) return;
  const ready = new Promise((resolve) => {
    const poll = () => {
      const map = w.__roadlensMap;
      try {
        if (map && map.loaded() && !map.isMoving()) {
          if ((w.__roadlensMapLayer?.drawn().links.length ?? 0) > 0) {
            const data = performance.getEntriesByType('resource').filter((e) => /\/api\/map\/(links|devices)\//.test(e.name));
            const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
            const liveAt = performance.now();
            const preview = mark('roadlens:preview');
            // The map's calls are among the page's resources (made by its first script, or by the app); the preview's
            // mark stands in where they are not.
            return requestAnimationFrame(() =>
              resolve({
                renderedAt: Math.min(liveAt, preview ?? Infinity),
                paintedAt: preview ?? performance.now(),
                liveAt,
                dataReadyAt: data.length
                  ? Math.max(...data.map((e) => (e as PerformanceResourceTiming).responseEnd))
                  : (mark('roadlens:preview_data') ?? 0),
              }),
            );
          }
        }
      } catch {
        /* style not ready yet */
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  w.__bench = { ready, panBy: (dx: number, dy: number) => w.__roadlensMap!.panBy([dx, dy], { animate: false }) };
}

/** In the page: waits for the first render, then for 500 ms without a long task. */
async function readyInPage() {
  const w = window as unknown as {
    __bench: { ready: Promise<{ renderedAt: number; paintedAt: number; dataReadyAt: number; liveAt?: number }> };
    __longTaskEnds: number[];
  };
  const r = await w.__bench.ready;
  const liveAt = r.liveAt ?? r.renderedAt;
  for (;;) {
    const last = Math.max(liveAt, ...w.__longTaskEnds);
    if (performance.now() - last >= 500) return { ...r, liveAt, interactiveAt: last };
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** In the page: a pan along a circle through __bench.panBy, one call per animation frame; frames counted. */
async function panInPage({ durMs, R }: { durMs: number; R: number }) {
  const bench = (window as unknown as { __bench: { panBy: (dx: number, dy: number) => void } }).__bench;
  const stamps: number[] = [];
  let prev = [0, 0];
  let t0: number | null = null;
  await new Promise<void>((resolve) => {
    const frame = (ts: number) => {
      stamps.push(ts);
      t0 ??= ts;
      const t = ts - t0;
      if (t >= durMs) return resolve();
      const a = (2 * Math.PI * t) / durMs;
      const p = [Math.round(R * (Math.cos(a) - 1)), Math.round(R * Math.sin(a))];
      if (p[0] !== prev[0] || p[1] !== prev[1]) bench.panBy(p[0] - prev[0], p[1] - prev[1]);
      prev = p;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const iv = stamps.slice(1).map((s, i) => s - stamps[i]);
  const sorted = [...iv].sort((a, b) => a - b);
  return { fps: iv.length / ((stamps.at(-1)! - stamps[0]) / 1000), p95: sorted[Math.floor(0.95 * (sorted.length - 1))] };
}

interface Result {
  renderedAt: number;
  paintedAt: number;
  dataReadyAt: number;
  liveAt: number;
  interactiveAt: number;
  fps: number;
  p95: number;
}

async function measure(name: string, url: string, setup?: (ctx: BrowserContext) => Promise<void>): Promise<Result> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: 1 });
    await setup?.(context);
    await context.addInitScript(pageInit, Boolean(setup));
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    if (TRACE) {
      mkdirSync(TRACE, { recursive: true });
      await browser.startTracing(page, {
        path: path.join(TRACE, `${name}.json`),
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel'],
      });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => Boolean((window as unknown as { __bench?: unknown }).__bench), undefined, { timeout: 120_000 });
    const ready = await Promise.race([page.evaluate(readyInPage), new Promise<null>((r) => setTimeout(() => r(null), 180_000).unref())]);
    if (!ready) {
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.stuck.png`) });
      const state = await page.evaluate(() => {
        const map = (window as unknown as { __roadlensMap?: import('maplibre-gl').Map }).__roadlensMap;
        return map ? { loaded: map.loaded(), moving: map.isMoving(), tilesLoaded: map.areTilesLoaded() } : 'no map';
      });
      throw new Error(`${name}: no first render in 180 s (${JSON.stringify(state)}); ${errors.join(' | ')}`);
    }
    if (TRACE) await browser.stopTracing();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    }
    const pan = await page.evaluate(panInPage, { durMs: PAN_MS, R: 250 });
    if (errors.length) console.error(`# ${name}: page errors: ${errors.slice(0, 3).join(' | ')}`);
    return { ...ready, ...pan };
  } finally {
    await browser.close();
  }
}

/** Leaflet and MapLibre pages bundled with esbuild, served with their data from a small static server. */
async function startPeers(data: Map<string, Buffer>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'roadlens-map-peers-'));
  const src = path.join(ROOT, 'bench/map-peers');
  await build({
    entryPoints: { leaflet: path.join(src, 'leaflet-page.js'), maplibre: path.join(src, 'maplibre-page.js') },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: dist,
    logLevel: 'warning',
  });
  const nm = path.join(ROOT, 'node_modules');
  copyFileSync(path.join(nm, 'maplibre-gl/dist/maplibre-gl-worker.mjs'), path.join(dist, 'maplibre-gl-worker.mjs'));
  copyFileSync(path.join(nm, 'maplibre-gl/dist/maplibre-gl.css'), path.join(dist, 'maplibre.css'));
  copyFileSync(path.join(nm, 'leaflet/dist/leaflet.css'), path.join(dist, 'leaflet.css'));
  for (const lib of ['leaflet', 'maplibre'])
    writeFileSync(
      path.join(dist, `${lib}.html`),
      `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${lib}.css">` +
        `<style>html,body{margin:0;height:100%}#map{position:absolute;inset:0}</style></head>` +
        `<body><div id="map"></div><script type="module" src="${lib}.js"></script></body></html>`,
    );
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const p = new URL(req.url!, 'http://x').pathname;
    const body = p.startsWith('/data/')
      ? data.get(p.slice(6))
      : (() => {
          try {
            return readFileSync(path.join(dist, path.basename(p)));
          } catch {
            return undefined;
          }
        })();
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': p.startsWith('/data/') ? 'application/json' : (types[path.extname(p)] ?? 'application/octet-stream'),
      'Cache-Control': 'no-store',
    });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, stop: () => (server.close(), rmSync(dist, { recursive: true, force: true })) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const sets = new Map<string, PeerData>(SIZES.map(([n, m]) => [`${n}-${m}`, makeData(n, m)]));
const peers = await startPeers(new Map([...sets].map(([k, d]) => [`${k}.json`, Buffer.from(JSON.stringify(geojsonOf(d)))])));
const server = await startServer({ SEED_PASSWORD: PASSWORD, SIMULATOR: 'off' });
// Our page opens through a proxy that answers its map data calls from the same data as the peers' (see product-proxy.ts).
const proxy = await startProductProxy(server.url);
let version = '?';
try {
  version = execSync('chromium --version 2>/dev/null').toString().trim();
} catch {
  /* unknown */
}
console.log(`map-peers: ${version}, ${RUNS} runs (medians), 1280×800; load average at start ${load()}`);
try {
  for (const [n, m] of SIZES) {
    const data = sets.get(`${n}-${m}`)!;
    const rows: [string, Result[]][] = [];
    for (const lib of ['floor', 'leaflet', 'maplibre'].filter((l) => PAGES.includes(l))) {
      const rs: Result[] = [];
      const file = lib === 'floor' ? 'maplibre' : lib;
      for (let i = 0; i < RUNS; i++)
        rs.push(await measure(`${lib}-${n}`, `${peers.url}/${file}.html?n=${n}&m=${m}${lib === 'floor' ? '&empty=1' : ''}`));
      rows.push([lib, rs]);
    }
    const ours: Result[] = [];
    proxy.serve(data);
    for (let i = 0; i < (PAGES.includes('ours') ? RUNS : 0); i++)
      ours.push(
        await measure(`ours-${n}`, `${proxy.url}/dashboard/main/map`, async (context) => {
          const res = await context.request.post(`${server.url}/api/login/`, {
            form: { username: 'operator', password: PASSWORD },
            headers: { origin: server.url },
          });
          if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
          await context.addInitScript(() => localStorage.setItem('accessToken', 'session'));
        }),
      );
    if (ours.length) rows.push(['ours', ours]);
    console.log(`\n${n} links, ${m} sensors (load average ${load()})`);
    console.log('                    first_render  painted  data_ready  map_ready  interactive  pan_fps  pan_p95');
    for (const [name, rs] of rows)
      console.log(
        `  ${name.padEnd(16)} ${median(rs.map((r) => r.renderedAt))
          .toFixed(0)
          .padStart(9)} ms ${median(rs.map((r) => r.paintedAt))
          .toFixed(0)
          .padStart(5)} ms ${median(rs.map((r) => r.dataReadyAt))
          .toFixed(0)
          .padStart(8)} ms ${median(rs.map((r) => r.liveAt))
          .toFixed(0)
          .padStart(7)} ms ${median(rs.map((r) => r.interactiveAt))
          .toFixed(0)
          .padStart(9)} ms ${median(rs.map((r) => r.fps))
          .toFixed(1)
          .padStart(6)} ${median(rs.map((r) => r.p95))
          .toFixed(0)
          .padStart(6)} ms`,
      );
  }
} finally {
  peers.stop();
  await proxy.stop();
  await server.stop();
}
