// The pages' calls while a fresh server starts on the embedded database: the real server as `npm start` runs it
// (the simulated city and the other demo networks sending their history, live processing and every background loop)
// on a fresh data folder, signed in as the operator, asking for the calls behind the profile, the live map and Route
// Monitoring one after another, every 2 s from the moment it listens, for START_UP_API_SECONDS (default 150). Prints
// each call's p50 / p95 / longest, for the first minute and for the rest. START_UP_API_ROOTS=dirA,dirB runs the same,
// one after the other, for other checkouts (say a worktree of an earlier commit with its own npm ci), to compare.
// Run: npm run bench -- start-up-api
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from '../e2e/support/server.ts';
import { percentile } from './stats.ts';

const SECONDS = Number(process.env.START_UP_API_SECONDS ?? 150);
const ROOTS = process.env.START_UP_API_ROOTS?.split(',').map((d) => path.resolve(d)) ?? [ROOT];
const CALLS = ['/api/platform/users/me/', '/api/map/links/drawn/', '/api/map/devices/drawn/', '/api/route-monitoring/routes/'];
const PASSWORD = 'bench-password-123';

/** Signs in as the operator; answers the session's cookies. */
async function signIn(url: string): Promise<string> {
  const cookies: string[] = [];
  const keep = (res: Response) => res.headers.getSetCookie().forEach((c) => cookies.push(c.split(';')[0]!));
  keep(await fetch(`${url}/api/health/`));
  const csrf = cookies.find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'X-CSRFToken': csrf, origin: url },
    body: JSON.stringify({ username: 'operator', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  keep(res);
  return cookies.join('; ');
}

async function measure(root: string) {
  const server = await startServer({ SEED_PASSWORD: PASSWORD, LOG_LEVEL: 'error' }, root);
  const began = Date.now();
  const times = new Map<string, Array<{ at: number; ms: number }>>(CALLS.map((c) => [c, []]));
  try {
    const cookie = await signIn(server.url);
    while (Date.now() - began < SECONDS * 1000) {
      for (const call of CALLS) {
        const at = Date.now();
        const res = await fetch(server.url + call, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${call}: ${res.status}`);
        times.get(call)!.push({ at: (at - began) / 1000, ms: Date.now() - at });
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await server.stop();
  }
  return times;
}

const figures = (xs: number[]) =>
  xs.length ? `${percentile(xs, 50)} / ${percentile(xs, 95)} / ${Math.max(...xs)} ms (${xs.length})` : '—';

console.log(
  `start-up-api: a fresh server on PGlite, ${SECONDS} s; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const root of ROOTS) {
  const times = await measure(root);
  console.log(`\n${path.relative(ROOT, root) || 'this checkout'}: p50 / p95 / longest (calls), load average ${loadavg()[0]!.toFixed(2)}`);
  console.log(`  ${'call'.padEnd(34)}${'first minute'.padEnd(34)}after`);
  for (const [call, list] of times) {
    const first = list.filter((t) => t.at < 60).map((t) => t.ms);
    const after = list.filter((t) => t.at >= 60).map((t) => t.ms);
    console.log(`  ${call.padEnd(34)}${figures(first).padEnd(34)}${figures(after)}`);
  }
}
