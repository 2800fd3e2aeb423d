// Where a signed-in user's map page spends its start-up: one timeline from navigation start to the
// links drawn, the files it downloads (size and when), and a CPU profile of the page grouped by
// script. Same setup as map-peers (real server, signed in as the operator, the map's data calls
// answered from the generated data set), MAP_STARTUP_RUNS times (default 3), medians printed:
//   html          the page's HTML received
//   early_ran     the early script ran (src/early.ts)
//   data_sent     the map's links call left the browser (from the page's first script where the preview starts)
//   session       me, my_permissions and map_config received
//   data_ready    the map's data received (by the page, or by the preview's worker)
//   boot          the app's entry script ran (main.tsx)
//   render        the app's first render was asked for (after the texts)
//   map_mount     MapLibre's canvas in the page
//   map_load      the map's style loaded (onLoad)
//   first_render  the links on screen: the early preview's drawing (features/map/preview), else the live map's
//   map_ready     the live map loaded, settled and its links drawn (and whether it showed the preview's drawing, copied,
//                 and took the links the preview read and projected)
//   interactive   the live map ready, or the end of the last long task after it (500 ms without one)
// Needs a web build (npm run build). Run: npm run bench -- map-startup
// (MAP_STARTUP_SIZE=5000x2000 by default; MAP_STARTUP_PROFILE=0 skips the CPU profile, MAP_STARTUP_PROFILE_OUT=file.cpuprofile
// also writes it for DevTools' Performance panel, MAP_STARTUP_TRACE=file.json a Chromium trace of the last run; MAP_STARTUP_RETURNING=1
// opens the map once before the measured visit, so the browser holds the app's files and their compiled code,
// as for a user who opened it before: the default, a first visit, is the slower case. MAP_STARTUP_BUILDS=dirA,dirB
// compares web builds in one run: one server serves every build's files, each run's page gets one build's index.html
// in turn, and a timeline is printed per build. Make the other build in a worktree: git worktree add ../old <rev>,
// then npm run build there. Runs on this machine vary by a few hundred ms, so only builds alternated in one run compare.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type {} from '../apps/web/src/components/map/test-hook.ts';
import type { Page } from 'playwright-core';
import { launch } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { makeData } from './map-peers/data.ts';
import { startProductProxy } from './map-peers/product-proxy.ts';

const [N, M] = (process.env.MAP_STARTUP_SIZE ?? '5000x2000').split('x').map(Number);
const RUNS = Number(process.env.MAP_STARTUP_RUNS ?? 3);
const PROFILE = process.env.MAP_STARTUP_PROFILE !== '0';
const RETURNING = process.env.MAP_STARTUP_RETURNING === '1';
const TRACE = process.env.MAP_STARTUP_TRACE;
const PASSWORD = 'bench-password-123';
const BUILDS = process.env.MAP_STARTUP_BUILDS?.split(',').map((d) => path.resolve(d));
const MARKS = [
  'html',
  'early_ran',
  'data_sent',
  'session',
  'data_ready',
  'boot',
  'render',
  'map_mount',
  'map_load',
  'first_render',
  'map_ready',
  'interactive',
];

/** Before any page script: long tasks, MapLibre's canvas and its load, and the links drawn, timed. */
function pageInit() {
  const w = window as unknown as Record<string, unknown>;
  w.__name = (f: unknown) => f;
  const t: Record<string, number> = {};
  const longTasks: number[] = [];
  w.__startup = { t, longTasks };
  try {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.startTime + e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  } catch {
    /* no long task timing */
  }
  new MutationObserver((_, obs) => {
    if (document.querySelector('.maplibregl-canvas')) {
      t.map_mount = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  let map: import('maplibre-gl').Map | undefined;
  Object.defineProperty(window, '__roadlensMap', {
    configurable: true,
    get: () => map,
    set: (m: import('maplibre-gl').Map) => {
      map = m;
      t.map_load ??= performance.now();
    },
  });
  const poll = () => {
    try {
      const layer = (window as Pick<Window, '__roadlensMapLayer'>).__roadlensMapLayer;
      const drawn = layer?.drawn();
      if (map && map.loaded() && !map.isMoving() && (drawn?.links.length ?? 0) > 0) {
        t.map_ready = performance.now();
        (w.__startup as { adopted?: boolean }).adopted = drawn!.adopted;
        return;
      }
    } catch {
      /* style not ready yet */
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** In the page, once the links are drawn and 500 ms passed without a long task: the timeline and the files. */
async function collect() {
  const s = (window as unknown as { __startup: { t: Record<string, number>; longTasks: number[]; adopted?: boolean } }).__startup;
  for (;;) {
    if (s.t.map_ready !== undefined) {
      const last = Math.max(s.t.map_ready, ...s.longTasks);
      if (performance.now() - last >= 500) {
        s.t.interactive = last;
        break;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const ends = (re: RegExp) => res.filter((e) => re.test(e.name));
  const links = ends(/\/api\/map\/links\//);
  // Any other named point (performance.mark('roadlens:…')) placed while profiling is printed too.
  const extra = Object.fromEntries(
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('roadlens:') && !['roadlens:early', 'roadlens:boot', 'roadlens:render'].includes(m.name))
      .map((m) => [m.name.slice(9), m.startTime]),
  );
  const t = {
    ...extra,
    ...s.t,
    html: nav.responseEnd,
    early_ran: mark('roadlens:early'),
    boot: mark('roadlens:boot'),
    render: mark('roadlens:render'),
    data_sent: links.length ? Math.min(...links.map((e) => e.startTime)) : extra.preview_began,
    data_ready: links.length ? Math.max(...ends(/\/api\/map\/(links|devices)\//).map((e) => e.responseEnd)) : extra.preview_data,
    first_render: Math.min(s.t.map_ready, extra.preview ?? Infinity),
    session: Math.max(
      0,
      ...ends(/\/api\/(platform\/users\/me\/|platform\/users\/my_permissions\/|map\/map_config\/)/).map((e) => e.responseEnd),
    ),
  };
  const files = res
    .filter((e) => !/\/api\//.test(e.name) || /\/api\/map\/(links|devices)\//.test(e.name) || /\/users\/me\//.test(e.name))
    .map((e) => ({
      name: new URL(e.name).pathname + (/\/api\//.test(e.name) ? new URL(e.name).search : ''),
      start: e.startTime,
      sent: e.requestStart,
      firstByte: e.responseStart,
      end: e.responseEnd,
      bytes: e.encodedBodySize,
      raw: e.decodedBodySize,
    }));
  // Whether the live map's scene took the links the preview read and projected (older builds do not say).
  const linesTaken = (window as unknown as { __roadlensMapPreview?: { linesTaken?: boolean } }).__roadlensMapPreview?.linesTaken === true;
  return { t, files, adopted: s.adopted === true, linesTaken };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per script (and the busiest functions) from a CDP CPU profile, up to `until` ms after navigation. */
function summarise(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perUrl = new Map<string, number>();
  const perFn = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(id)!;
    const url = n.callFrame.url ? new URL(n.callFrame.url).pathname : `(${n.callFrame.functionName || 'native'})`;
    perUrl.set(url, (perUrl.get(url) ?? 0) + ms);
    if (n.callFrame.url) {
      const fn = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber}`;
      perFn.set(fn, (perFn.get(fn) ?? 0) + ms);
    }
  });
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
  return { perUrl: top(perUrl, 12), perFn: top(perFn, Number(process.env.TOPFN ?? 10)) };
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const data = makeData(N, M);
// Compared builds share one folder: their files have hashed names, so only index.html differs, and it is handed to
// each run's page directly.
const webDist = BUILDS && mkdtempSync(path.join(tmpdir(), 'roadlens-builds-'));
const indexOf = new Map<string, string>();
for (const dir of BUILDS ?? []) {
  cpSync(dir, webDist!, { recursive: true, force: false });
  indexOf.set(dir, readFileSync(path.join(dir, 'index.html'), 'utf8'));
}
const server = await startServer({ SEED_PASSWORD: PASSWORD, SIMULATOR: 'off', ...(webDist ? { WEB_DIST: webDist } : {}) });
// The page opens through the proxy, which answers the map's data calls (made once, so the bench's own serialising
// is not timed as the page's wait) and hands each run's page its build's HTML.
let build = '';
const proxy = await startProductProxy(server.url, { mapHtml: () => (build ? indexOf.get(build) : undefined) });
proxy.serve(data);
console.log(
  `map-startup: ${N} links, ${M} sensors, ${RUNS} runs (medians), 1280×800, ${RETURNING ? 'a returning visit' : 'a first visit'}; load average at start ${load()}`,
);
try {
  const runs: Awaited<ReturnType<typeof collect>>[] = [];
  const builds = BUILDS ?? [''];
  const runsOf = new Map<string, typeof runs>(builds.map((b) => [b, []]));
  for (let j = 0; j < RUNS * builds.length; j++) {
    const i = Math.floor(j / builds.length);
    // Each round reverses the last one's order (A,B then B,A): the first build of a round tended to be the slower,
    // which alone made one build look faster.
    const at = j % builds.length;
    build = builds[i % 2 === 0 ? at : builds.length - 1 - at];
    const browser = await launch();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const res = await context.request.post(`${server.url}/api/login/`, {
        form: { username: 'operator', password: PASSWORD },
        headers: { origin: server.url },
      });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
      await context.addInitScript(() => localStorage.setItem('accessToken', 'session'));
      await context.addInitScript(pageInit);
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      // Profiled on the first run only: the profiler's own cost would otherwise be in every median.
      const cdp = PROFILE && i === 0 ? await context.newCDPSession(page) : null;
      if (RETURNING) {
        await page.goto(`${proxy.url}/dashboard/main/map`, { waitUntil: 'commit' });
        await page.evaluate(collect);
      }
      // A page of the same site first, so the profiled renderer is the one the map page opens in.
      await page.goto(`${proxy.url}/favicon.svg`);
      if (TRACE && i === RUNS - 1)
        await browser.startTracing(page, {
          path: TRACE,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'toplevel'],
        });
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${proxy.url}/dashboard/main/map`, { waitUntil: 'commit' });
      const r = await Promise.race([page.evaluate(collect), new Promise<null>((ok) => setTimeout(() => ok(null), 180_000))]);
      if (!r) throw new Error(`no first render in 180 s; ${errors.join(' | ')}`);
      if (TRACE && i === RUNS - 1) await browser.stopTracing();
      if (errors.length) console.error(`# page errors: ${errors.slice(0, 3).join(' | ')}`);
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        if (process.env.MAP_STARTUP_PROFILE_OUT) writeFileSync(process.env.MAP_STARTUP_PROFILE_OUT, JSON.stringify(profile));
        const { perUrl, perFn } = summarise(profile as never);
        console.log('\ncpu (first run, navigation → interactive + 500 ms), self time per script:');
        for (const [u, ms] of perUrl) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${u}`);
        console.log('busiest functions:');
        for (const [f, ms] of perFn) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${f}`);
      }
      runs.push(r);
      runsOf.get(build)!.push(r);
    } finally {
      await browser.close();
    }
  }
  console.log('\nfiles (last run): asked → sent → first byte → end ms, transferred / decoded kB');
  for (const f of runs[runs.length - 1].files.sort((a, b) => a.start - b.start))
    console.log(
      `  ${f.start.toFixed(0).padStart(6)} → ${f.sent.toFixed(0).padStart(5)} → ${f.firstByte.toFixed(0).padStart(5)} → ${f.end.toFixed(0).padStart(5)}  ${(f.bytes / 1024).toFixed(0).padStart(6)} / ${(
        f.raw / 1024
      )
        .toFixed(0)
        .padStart(5)}  ${f.name.length > 70 ? `${f.name.slice(0, 67)}...` : f.name}`,
    );
  console.log(`\ntimeline, ms from navigation start (medians of ${RUNS}; load average ${load()}):`);
  if (BUILDS) builds.forEach((b, n) => console.log(`  build ${n + 1}: ${b}`));
  const extras = [...new Set(runs.flatMap((r) => Object.keys(r.t)))].filter((k) => !MARKS.includes(k));
  const at = (rs: typeof runs, k: string) => median(rs.map((r) => (r.t as Record<string, number | undefined>)[k] ?? NaN));
  if (BUILDS) console.log(`  ${''.padEnd(13)}${builds.map((_, n) => `build ${n + 1}`.padStart(9)).join('')}`);
  for (const k of [...MARKS, ...extras].sort((a, b) => at(runs, a) - at(runs, b)))
    console.log(
      `  ${k.padEnd(13)}${builds
        .map((b) =>
          at(runsOf.get(b)!, k)
            .toFixed(0)
            .padStart(BUILDS ? 9 : 7),
        )
        .join('')}`,
    );
  // Whether the live map's first view showed the preview's drawing (copied) rather than drawing it again.
  const share = (f: (r: { adopted: boolean; linesTaken: boolean }) => boolean) =>
    builds.map((b) => `${runsOf.get(b)!.filter(f).length}/${runsOf.get(b)!.length}`).join(', ');
  console.log(`  live map showed the preview's drawing in ${share((r) => r.adopted)} runs`);
  console.log(`  live map took the preview's projected links in ${share((r) => r.linesTaken)} runs`);
} finally {
  await proxy.stop();
  await server.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
}
