import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { detectActivities } from '../activities/detect.ts';
import { startTerminalFeed, startTerminalSimulator } from './terminal-feed.ts';
import { liveProcessor } from './live-processor.ts';

let t: TestApp;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('simulated container terminal', () => {
  it('does nothing with SIMULATOR=off', async () => {
    const stop = await startTerminalSimulator(t.app, { freshSeed: true });
    await stop();
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM port_appointments')).toBe(0);
  });

  it("books the trucks' slots and sends the gates' detections through ingest; the visits become activities", async () => {
    const port = t.ids.companies.port;
    // The feed's clock runs from yesterday 18:00 UTC, after the day's last slot, with half a day of history.
    const realStart = Date.now() / 1000;
    const evening = Math.floor(realStart / 86400) * 86400 - 6 * 3600;
    const stop = await startTerminalFeed(t.app, {
      freshSeed: true,
      backfillS: 12 * 3600,
      tickMs: 250,
      trucksPerHourPeak: 8,
      now: () => evening + (Date.now() / 1000 - realStart),
    });
    await stop.backfilled;
    const posted = (pattern: string) =>
      count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE company_id = $1 AND key LIKE $2`, [port, pattern]);
    for (const until = Date.now() + 60_000; Date.now() < until && (await posted('term-logs-%')) < 1;)
      await new Promise((r) => setTimeout(r, 250));
    await stop();
    await liveProcessor(t.app).idle();

    expect(await posted('term-det-%')).toBeGreaterThanOrEqual(12);
    expect(await posted('term-logs-%')).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.username = 'terminal-simulator' AND u.company_id = $1`,
        [port],
      ),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM port_appointments WHERE company_id = $1', [port])).toBeGreaterThanOrEqual(12);
    const { rows: det } = await t.db.query<{ n: number; devices: number; fp: string }>(
      `SELECT count(*)::int AS n, count(DISTINCT d.device_id)::int AS devices, min(d.fingerprint) AS fp
         FROM detections d JOIN devices v ON v.id = d.device_id WHERE v.company_id = $1`,
      [port],
    );
    expect(det[0]).toMatchObject({ devices: 3, fp: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // The city's sensors heard nothing from the terminal.
    expect(
      await count('SELECT count(*)::int AS n FROM detections d JOIN devices v ON v.id = d.device_id WHERE v.company_id = $1', [
        t.ids.companies.demo,
      ]),
    ).toBe(0);

    const created = await detectActivities(t.app, evening * 1000);
    expect(created).toBeGreaterThanOrEqual(4);
    expect(await detectActivities(t.app, evening * 1000)).toBe(0);
    const op = await t.as('port');
    const list = (await op.inject({ method: 'GET', url: '/api/activities/?hours=48' })).json() as Array<{
      rendezvous_number: string | null;
      gate_wait_s: number;
      turn_time_s: number;
      yard_at: string | null;
      gate_in_at: string;
      gate_out_at: string;
    }>;
    expect(list).toHaveLength(created);
    expect(list.filter((a) => a.rendezvous_number !== null).length).toBeGreaterThanOrEqual(created - 1);
    for (const a of list) {
      expect(a.gate_wait_s).toBeGreaterThanOrEqual(0);
      expect(a.turn_time_s).toBeGreaterThan(15 * 60);
      expect(a.yard_at && a.yard_at > a.gate_in_at && a.yard_at < a.gate_out_at).toBe(true);
    }
    expect(
      await count("SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND actor_type = 'activity'", [t.ids.users.port]),
    ).toBe(created);
  }, 240_000);
});
