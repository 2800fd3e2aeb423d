import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.ts';

// The ingest promise: an acknowledged batch is on disk, and retrying any batch (acknowledged or
// not) under its Idempotency-Key stores it exactly once — even across a SIGKILL of the server.
const PASSWORD = 'durability-password-1';
// Small enough to run in the default suite on a loaded 2-core machine (about a minute, most of it two
// server starts), large enough that the kill lands while batches are in flight.
const BATCHES = 24;
const SIZE = 100;
const KILL_AFTER = 6;
/** Every call has its own deadline, so a stuck server fails the test with a reason instead of a suite timeout. */
const CALL_TIMEOUT = 30_000;
const SERIAL = 'IST-D100-01';

let server: RunningServer | undefined;
let dataDir = '';
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A day ago: recent enough that the restarted server's retention pass (90 days by default) keeps every row. */
const BASE = Math.floor(Date.now() / 1000) - 86_400;

const batch = (k: number) => ({
  records: Array.from({ length: SIZE }, (_, i) => ({
    serial: SERIAL,
    fingerprint: `dur-${k}-${i}`,
    create_time: BASE + k * 60 + i / 10,
    rssi: -70,
    signal: 0,
  })),
});

async function send(url: string, token: string, k: number): Promise<number> {
  const res = await fetch(`${url}/api/ingest/detections/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'idempotency-key': `dur-${k}` },
    body: JSON.stringify(batch(k)),
    signal: AbortSignal.timeout(CALL_TIMEOUT),
  });
  return res.status;
}

async function count(url: string, token: string, deviceId: number): Promise<number> {
  const res = await fetch(`${url}/api/map/records/?device_id=${deviceId}&page_size=1`, {
    headers: { authorization: `Token ${token}` },
    signal: AbortSignal.timeout(CALL_TIMEOUT),
  });
  return (await res.json()).count;
}

// Kills (SIGKILL) and restarts the real server on its own data folder; runs by default.
describe('ingest durability', () => {
  it('keeps every acknowledged row exactly once across SIGKILL and retries', { timeout: 300_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'roadlens-durability-'));
    const env = { SEED_PASSWORD: PASSWORD, SIMULATOR: 'off', DATA_DIR: dataDir };
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'operator', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { token } = await (await fetch(`${server.url}/api/platform/users/generate_token/`, { headers: { cookie } })).json();
    const dev = await (
      await fetch(`${server.url}/api/map/devices/?search=${SERIAL}`, { headers: { authorization: `Token ${token}` } })
    ).json();
    const deviceId: number = dev.results[0].id;

    // Two senders, so batches are in flight when the server is killed after KILL_AFTER acknowledgements.
    const acked = new Set<number>();
    let k = 0;
    const url = server.url;
    const sender = async () => {
      while (k < BATCHES) {
        const mine = k++;
        try {
          if ((await send(url, token, mine)) === 201) acked.add(mine);
        } catch {
          return; // connection reset by the kill
        }
      }
    };
    const senders = Promise.all([sender(), sender()]);
    const waitUntil = Date.now() + 120_000;
    while (acked.size < KILL_AFTER && k < BATCHES && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 5));
    expect(acked.size, 'acknowledged batches before the kill').toBeGreaterThanOrEqual(KILL_AFTER);
    const exited = new Promise((r) => (server!.process.exitCode !== null ? r(null) : server!.process.once('exit', r)));
    server.process.kill('SIGKILL');
    await senders;
    await exited;
    expect(acked.size, 'some batches were still unsent or in flight at the kill').toBeLessThan(BATCHES);

    server = await startServer(env);
    const afterRestart = await count(server.url, token, deviceId);
    // Every acknowledged batch survived; batches are atomic (whole multiples of SIZE).
    expect(afterRestart).toBeGreaterThanOrEqual(acked.size * SIZE);
    expect(afterRestart % SIZE).toBe(0);

    for (let b = 0; b < BATCHES; b++) expect(await send(server.url, token, b)).toBe(201);
    expect(await count(server.url, token, deviceId)).toBe(BATCHES * SIZE);
  });
});
