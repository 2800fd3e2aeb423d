import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.ts';

// The ingest promise: an acknowledged batch is on disk, and retrying any batch (acknowledged or
// not) under its Idempotency-Key stores it exactly once — even across a SIGKILL of the server.
const PASSWORD = 'durability-password-1';
const BATCHES = 40;
const SIZE = 200;
const SERIAL = 'IST-D100-01';

let server: RunningServer | undefined;
let dataDir = '';
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const batch = (k: number) => ({
  records: Array.from({ length: SIZE }, (_, i) => ({
    serial: SERIAL, fingerprint: `dur-${k}-${i}`, create_time: 1767225600 + k * 60 + i / 10, rssi: -70, signal: 0,
  })),
});

async function send(url: string, token: string, k: number): Promise<number> {
  const res = await fetch(`${url}/api/ingest/detections/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'idempotency-key': `dur-${k}` },
    body: JSON.stringify(batch(k)),
  });
  return res.status;
}

async function count(url: string, token: string, deviceId: number): Promise<number> {
  const res = await fetch(`${url}/api/map/records/?device_id=${deviceId}&page_size=1`, { headers: { authorization: `Token ${token}` } });
  return (await res.json()).count;
}

// Kills and restarts the real server; opt-in (RUN_DURABILITY=1) because it takes minutes on a loaded
// 2-core machine and timed out inside the full suite.
describe.skipIf(!process.env.RUN_DURABILITY)('ingest durability', () => {
  it('keeps every acknowledged row exactly once across SIGKILL and retries', { timeout: 300_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'roadlens-durability-'));
    const env = { SEED_PASSWORD: PASSWORD, SIMULATOR: 'off', DATA_DIR: dataDir };
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/login/`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'operator', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = await (await fetch(`${server.url}/api/platform/users/generate_token/`, { headers: { cookie } })).json();
    const dev = await (await fetch(`${server.url}/api/map/devices/?search=${SERIAL}`, { headers: { authorization: `Token ${token}` } })).json();
    const deviceId: number = dev.results[0].id;

    // Send batches two at a time and kill the server while some are in flight.
    const acked = new Set<number>();
    let k = 0;
    const url = server.url;
    const sender = (async () => {
      while (k < BATCHES) {
        const mine = k++;
        try {
          if ((await send(url, token, mine)) === 201) acked.add(mine);
        } catch {
          return; // connection reset by the kill
        }
      }
    })();
    const sender2 = (async () => {
      while (k < BATCHES) {
        const mine = k++;
        try {
          if ((await send(url, token, mine)) === 201) acked.add(mine);
        } catch {
          return;
        }
      }
    })();
    while (acked.size < 8) await new Promise((r) => setTimeout(r, 10));
    server.process.kill('SIGKILL');
    await Promise.all([sender, sender2]);
    await new Promise((r) => server!.process.exitCode !== null || server!.process.once('exit', r));

    server = await startServer(env);
    const afterRestart = await count(server.url, token, deviceId);
    // Every acknowledged batch survived; batches are atomic (whole multiples of SIZE).
    expect(afterRestart).toBeGreaterThanOrEqual(acked.size * SIZE);
    expect(afterRestart % SIZE).toBe(0);

    for (let b = 0; b < BATCHES; b++) expect(await send(server.url, token, b)).toBe(201);
    expect(await count(server.url, token, deviceId)).toBe(BATCHES * SIZE);
  });
});
