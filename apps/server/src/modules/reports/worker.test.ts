import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@roadlens/contract/events';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import type { ReportDeps } from './deliver.ts';
import { deleteExpiredRuns } from './jobs.queries.ts';
import { fillDays, lastDays, makeObjects, reportBody, type Objects } from './test-fixtures.ts';
import { scheduleDue, workOnce } from './worker.ts';

let t: TestApp;
let op: Client;
let deps: ReportDeps;
let o: Objects;
const days = lastDays(3);
const fixed = { kind: 'fixed', from: days[0], to: days[2] };

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, events: t.app.events, env: t.app.env, log: t.app.log };
  op = await t.as('operator');
  o = await makeObjects(op, 'WK');
  await fillDays(t, o, days);
});
afterAll(() => t.close());

const createReport = async (over: Record<string, unknown> = {}) => {
  const r = await op.inject({ method: 'POST', url: '/api/reports/', payload: reportBody(o, { period: fixed, ...over }) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as number;
};
const queue = async (reportId: number) =>
  (await op.inject({ method: 'POST', url: `/api/reports/${reportId}/generate/` })).json().id as number;
const runState = async (id: number) =>
  (
    await t.db.query<{ status: string; attempts: number; progress: number }>(
      'SELECT status, attempts, progress FROM report_runs WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('report worker', () => {
  it('takes up a run left running by a killed process, never one whose lease still holds', async () => {
    const report = await createReport();
    const [stale, live] = [await queue(report), await queue(report)];
    await t.db.query(
      "UPDATE report_runs SET status = 'running', attempts = 1, progress = 40, lease_until = now() - interval '1 minute' WHERE id = $1",
      [stale],
    );
    await t.db.query(
      "UPDATE report_runs SET status = 'running', attempts = 1, progress = 40, lease_until = now() + interval '1 hour' WHERE id = $1",
      [live],
    );
    const events: LiveEvent[] = [];
    const off = t.app.events.subscribe(({ event, to }) => {
      if ('userId' in to && to.userId === op.userId) events.push(event);
    });
    expect(await workOnce(deps)).toBe(1);
    off();
    expect(await runState(stale)).toEqual({ status: 'done', attempts: 2, progress: 100 });
    expect(await runState(live)).toEqual({ status: 'running', attempts: 1, progress: 40 });
    const progress = events.flatMap((e) => (e.type === 'report_progress' && e.run.id === stale ? [e.run.status] : []));
    expect(progress[0]).toBe('running');
    expect(progress.at(-1)).toBe('done');
  });

  it('renders each run once when several workers look at the same time', async () => {
    const report = await createReport();
    const ids = [await queue(report), await queue(report), await queue(report)];
    const taken = await Promise.all([workOnce(deps), workOnce(deps)]);
    expect(taken[0] + taken[1]).toBe(3);
    for (const id of ids) expect(await runState(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives up a run whose process died on every attempt and tells its owner', async () => {
    const run = await queue(await createReport({ name: 'Doomed' }));
    await t.db.query("UPDATE report_runs SET status = 'running', attempts = 3, lease_until = now() - interval '1 minute' WHERE id = $1", [
      run,
    ]);
    await workOnce(deps);
    expect((await runState(run)).status).toBe('failed');
    const n = await t.db.query<{ level: string; verb: string }>(
      'SELECT level, verb FROM notifications WHERE actor_object_id = $1 AND recipient_id = $2',
      [run, op.userId],
    );
    expect(n.rows).toEqual([{ level: 'error', verb: 'Report Doomed failed' }]);
  });

  it('queues a scheduled run once per moment and moves the schedule on', async () => {
    const report = await createReport({ period: { kind: 'd' }, schedule: { frequency: 'd', time: '06:00' } });
    await t.db.query("UPDATE reports SET next_run_at = now() - interval '1 hour' WHERE id = $1", [report]);
    expect(await scheduleDue(deps)).toBe(1);
    expect(await scheduleDue(deps)).toBe(0);
    const runs = (await op.inject({ method: 'GET', url: `/api/reports/${report}/runs/` })).json();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'queued', time_zone: 'Europe/Istanbul' });
    expect(runs[0].period.from).toBe(runs[0].period.to);
    const next = (await op.inject({ method: 'GET', url: `/api/reports/${report}/` })).json().next_run_at;
    expect(Date.parse(next)).toBeGreaterThan(Date.now());
    await workOnce(deps);
  });

  it('removes runs and files older than the company’s report retention', async () => {
    const report = await createReport();
    const [old, recent] = [await queue(report), await queue(report)];
    await workOnce(deps);
    await t.db.query('UPDATE companies SET report_retention_days = 30 WHERE id = $1', [t.ids.companies.demo]);
    await t.db.query("UPDATE report_runs SET created_at = now() - interval '31 days' WHERE id = $1", [old]);
    expect(await deleteExpiredRuns(t.db)).toBe(1);
    expect((await op.inject({ method: 'GET', url: `/api/reports/runs/${old}/` })).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM report_files WHERE run_id = $1', [old])).rowCount).toBe(0);
    expect((await op.inject({ method: 'GET', url: `/api/reports/runs/${recent}/` })).json().status).toBe('done');
  });

  it('renders Traffic Stats, Route Monitoring and tabular data in the company’s units', async () => {
    await t.db.query(`UPDATE companies SET measures = '{"distance": "mi", "speed": "mi__hr"}' WHERE id = $1`, [t.ids.companies.demo]);
    const csvOf = async (over: Record<string, unknown>) => {
      const run = await queue(await createReport(over));
      await workOnce(deps);
      expect((await runState(run)).status).toBe('done');
      const res = await op.inject({ method: 'GET', url: `/api/reports/runs/${run}/files/csv/` });
      return res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/);
    };
    const ts = await csvOf({ source: 'traffic_stats', metrics: ['travel_time', 'speed', 'congestion_index'] });
    expect(ts[0]).toBe('Object,Kind,Id,Length (mi),"Travel time, mean (s)","Speed, mean (mph)",Congestion index');
    // 1 mile in a mean 100 s is 36 mph; free flow 60 s.
    expect(ts[1]).toBe(`WK Köprü link,link,${o.link},1,100,36,1.667`);
    // The week before at 50 s: the typical travel time of each weekday and hour.
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s)
       SELECT link_id, 0, start - interval '7 days', 6, 5, 50, 50, 50 FROM intervals WHERE link_id = $1`,
      [o.link],
    );
    const rm = await csvOf({
      source: 'route_monitoring',
      objects: [{ kind: 'route', id: o.route }],
      metrics: ['travel_time', 'typical', 'speed', 'samples'],
    });
    expect(rm[0]).toBe(
      'Object,Kind,Id,Length (mi),"Travel time, mean (s)","Travel time, 95th pct (s)",Typical travel time (s),Change vs typical (%),"Speed, mean (mph)",5-minute slots with data,Trips',
    );
    expect(rm[1]).toBe(`WK route,route,${o.route},1,100,110,50,100,36,72,360`);
    const tab = await csvOf({
      source: 'tabular',
      objects: [{ kind: 'device', id: o.devA }],
      metrics: ['detections', 'travel_time', 'speed', 'samples'],
    });
    expect(tab[0]).toBe('Object,Kind,Id,Detections,"Travel time, mean (s)","Speed, mean (mph)",Trips');
    expect(tab[1]).toBe(`WK-A,device,${o.devA},144,100,36,360`);
  });
});
