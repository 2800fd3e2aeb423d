import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { experimentalRunner } from './experimental-runner.ts';

let t: TestApp;
let op: Client;
let origin: number;
let linkId: number;
const DAY = 86400;
const base = Date.parse('2026-03-02T00:00:00Z') / 1000;
const DAYS = 10;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  origin = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=EXP-O' })).json().id;
  const dest = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=EXP-D' })).json().id;
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'Exp', origin_device_id: origin, destination_device_id: dest, length_m: 1000, max_travel_time_s: 600 },
    })
  ).json().id;
  // Per day 40 vehicles at 10:00–10:20, travel 90–99 s, and every 8th takes a 400 s detour.
  const csv: string[] = [];
  for (let d = 0; d < DAYS; d++) {
    for (let i = 0; i < 40; i++) {
      const t0 = base + d * DAY + 36000 + i * 30;
      const tt = i % 8 === 7 ? 400 : 90 + (i % 10);
      csv.push(
        `${origin},d${d}v${i},${new Date(t0 * 1000).toISOString()},-60,0`,
        `${dest},d${d}v${i},${new Date((t0 + tt) * 1000).toISOString()},-60,0`,
      );
    }
  }
  await t.db.copyCsv('detections', ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'], `${csv.join('\n')}\n`);
});
afterAll(() => t.close());

const status = async (taskId: string) => (await op.inject({ method: 'GET', url: `/api/map/devices/status/?task_id=${taskId}` })).json();
const sum = async (mode: number) =>
  (
    await t.db.query<{ raw: number; ok: number }>(
      'SELECT coalesce(sum(raw_count), 0)::int AS raw, coalesce(sum(accepted_count), 0)::int AS ok FROM intervals WHERE link_id = $1 AND mode = $2',
      [linkId, mode],
    )
  ).rows[0];

describe('experimental processing jobs', () => {
  it('revokes the pending days of a run: progress reads failed, later days stay unprocessed', async () => {
    // Held so the revoke deterministically lands before any day runs.
    const resume = experimentalRunner(t.app).pause();
    const p = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${origin}/process/`,
      payload: { from: base, to: base + DAYS * DAY, sigma: 1, b_value: 0.5, trend_threshold: 20 },
    });
    expect(p.statusCode).toBe(201);
    const taskId = p.json().task_id;
    const r = await op.inject({ method: 'GET', url: `/api/map/devices/revoke/?task_id=${taskId}` });
    expect(r.statusCode).toBe(200);
    resume();
    await experimentalRunner(t.app).idle();
    const st = await status(taskId);
    expect(st.tasks.total).toBe(DAYS);
    expect(st.tasks).toMatchObject({ failed: DAYS, succeeded: 0 });
    expect(st).toMatchObject({ state: 'failed', percent: 100 });
    // No day ran before the revoke, so nothing experimental was written.
    expect((await sum(1)).raw).toBe(0);
    const dev = (await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/` })).json();
    expect(dev.processing_status).toBe('processing_failed');
  });

  it('runs every day to 100 %, rejects the detours and promotes the period to live', async () => {
    const p = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${origin}/process/`,
      payload: { from: base, to: base + DAYS * DAY, sigma: 1, b_value: 0.5, trend_threshold: 20 },
    });
    const taskId = p.json().task_id;
    const seen = new Set<string>([(await status(taskId)).state]);
    await experimentalRunner(t.app).idle();
    const st = await status(taskId);
    seen.add(st.state);
    expect(st).toMatchObject({ state: 'finished', percent: 100, tasks: { total: DAYS, succeeded: DAYS, failed: 0 } });
    expect([...seen].every((s) => ['queued', 'processing', 'finished'].includes(s))).toBe(true);
    // A re-run replaced the revoked run's rows: every match once, the 5 detours a day rejected.
    expect(await sum(1)).toEqual({ raw: 40 * DAYS, ok: 35 * DAYS });
    expect((await sum(0)).raw).toBe(0);

    const w = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${origin}/write_exp_to_live/`,
      payload: { from: base, to: base + DAYS * DAY },
    });
    expect(w.statusCode).toBe(200);
    expect(w.json().matches).toBe(40 * DAYS);
    expect(await sum(0)).toEqual({ raw: 40 * DAYS, ok: 35 * DAYS });
    const other = await t.as('other');
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/status/?task_id=${taskId}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/revoke/?task_id=${taskId}` })).statusCode).toBe(404);
  });
});
