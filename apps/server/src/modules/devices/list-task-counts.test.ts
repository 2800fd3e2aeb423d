import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceProgress } from '@roadlens/traffic/progress';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { experimentalRunner } from '../processing/experimental-runner.ts';

let t: TestApp;
let op: Client;
let other: Client;
let resume: () => void;
let busy: number;
let fresh: number;
let opCompany: number;
let otherCompany: number;

const tasks = (taskId: string, companyId: number, deviceId: number, states: string[]) =>
  t.db.query(
    `INSERT INTO processing_tasks (task_id, company_id, device_id, state, params)
     SELECT $1, $2, $3, s, '{}'::jsonb FROM unnest($4::text[]) AS x(s)`,
    [taskId, companyId, deviceId, states],
  );
const row = async (c: Client, serial: string) =>
  (await c.inject({ method: 'GET', url: `/api/map/devices/?search=${serial}` }))
    .json()
    .results.find((d: { serial: string }) => d.serial === serial);

beforeAll(async () => {
  t = await createTestApp();
  // Rows are written by hand here: the runner must not work them off underneath the test.
  resume = experimentalRunner(t.app).pause();
  op = await t.as('operator');
  other = await t.as('other');
  busy = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=TC-BUSY' })).json().id;
  fresh = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=TC-FRESH' })).json().id;
  const otherDevice = (await other.inject({ method: 'POST', url: '/api/map/devices/?s=TC-OTHER' })).json().id;
  const company = async (id: number) =>
    (await t.db.query<{ company_id: number }>('SELECT company_id FROM devices WHERE id = $1', [id])).rows[0].company_id;
  [opCompany, otherCompany] = [await company(busy), await company(otherDevice)];
  // An earlier run that finished, then the latest one: 1 of 4 done, 1 running, 2 waiting.
  await tasks('run-old', opCompany, busy, ['succeeded', 'succeeded']);
  await tasks('run-new', opCompany, busy, ['succeeded', 'running', 'pending', 'pending']);
  await tasks('run-other', otherCompany, otherDevice, ['failed']);
});
afterAll(async () => {
  resume();
  await t.close();
});

describe('GET /api/map/devices/ task counts', () => {
  it('carries the counts of each device’s latest run, null when it never ran', async () => {
    const b = await row(op, 'TC-BUSY');
    expect(b.task_counts).toEqual({ total: 4, failed: 0, pending: 2, running: 1, succeeded: 1 });
    expect(deviceProgress(b.task_counts)).toMatchObject({ state: 'processing', percent: 25 });
    expect((await row(op, 'TC-FRESH')).task_counts).toBeNull();
    expect((await row(other, 'TC-OTHER')).task_counts).toEqual({ total: 1, failed: 1, pending: 0, running: 0, succeeded: 0 });
  });

  it('follows the run as it moves on, with revoked tasks counted as failed', async () => {
    await t.db.query(`UPDATE processing_tasks SET state = 'succeeded' WHERE task_id = 'run-new' AND state <> 'pending'`);
    await t.db.query(
      `UPDATE processing_tasks SET state = 'revoked' WHERE id = (SELECT min(id) FROM processing_tasks WHERE task_id = 'run-new' AND state = 'pending')`,
    );
    const b = await row(op, 'TC-BUSY');
    expect(b.task_counts).toEqual({ total: 4, failed: 1, pending: 1, running: 0, succeeded: 2 });
    expect(deviceProgress(b.task_counts)).toMatchObject({ state: 'failed', percent: 100 });
  });

  it('never counts another company’s tasks, even on the same device id', async () => {
    await tasks('foreign', otherCompany, fresh, ['running']);
    expect((await row(op, 'TC-FRESH')).task_counts).toBeNull();
    // Ordering and paging still hold with the join: one row per device.
    const page = (await op.inject({ method: 'GET', url: '/api/map/devices/?search=TC-&ordering=-serial' })).json();
    expect(page.results.map((d: { serial: string }) => d.serial)).toEqual(['TC-FRESH', 'TC-BUSY']);
    expect(page.count).toBe(2);
  });
});
