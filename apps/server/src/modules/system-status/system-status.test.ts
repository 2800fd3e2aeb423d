import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemStatus } from '@roadlens/contract/system-status';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { liveProcessor } from '../processing/live-processor.ts';

const URL = '/api/platform/system_status/';
let t: TestApp;
let staff: Client;

const status = async (c: Client) => {
  const res = await c.inject({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  return SystemStatus.parse(res.json());
};
const q = (sql: string, params: unknown[] = []) => t.db.query<{ id: number }>(sql, params);
/** A device of the company seen `minutesAgo` minutes ago (null: never). */
async function device(companyId: number, serial: string, minutesAgo: number | null): Promise<number> {
  const { rows } = await q(
    `INSERT INTO devices (company_id, serial, name, last_seen)
     VALUES ($1, $2, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(mins => $3::int) END) RETURNING id`,
    [companyId, serial, minutesAgo],
  );
  return rows[0].id;
}
const KEY = 'status-other-key-0123456789';
/** n detections at the device, `minutesAgo` minutes ago, sent the way sensors send them (the ingest API). */
async function detect(serial: string, minutesAgo: number, n: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const records = Array.from({ length: n }, (_, i) => ({
    serial,
    fingerprint: `fp-${serial}-${minutesAgo}-${i}`,
    create_time: at,
    signal: 0,
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { authorization: `Token ${KEY}` },
  });
  expect(res.statusCode).toBe(201);
  await liveProcessor(t.app).idle();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('staff');
  await q('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
    t.ids.users.other,
    sha256(KEY),
    KEY.slice(0, 8),
    ['ingest'],
  ]);
});
afterAll(() => t.close());

describe('GET /api/platform/system_status/', () => {
  it('gives staff real figures that follow the data', async () => {
    const other = t.ids.companies.other;
    const before = await status(staff);
    const was = before.companies.find((c) => c.id === other)!;
    expect(was.name).toBe('Other City');

    const online = await device(other, 'SS-ON', 1);
    await device(other, 'SS-SILENT', 30);
    await device(other, 'SS-OFF', 180);
    const never = await device(other, 'SS-NEVER', null);
    await detect('SS-ON', 5, 4);
    await detect('SS-ON', 120, 3); // older than an hour: not counted
    // Rows written behind ingest's back (a restore, a bulk load) are not what the page counts.
    await q(`INSERT INTO detections (device_id, fingerprint, create_time) SELECT $1, 'bulk-' || g, now() FROM generate_series(1, 5) g`, [
      online,
    ]);
    await q(
      `INSERT INTO processing_tasks (task_id, company_id, device_id, state, params)
             VALUES ('ss-1', $1, $2, 'pending', '{}'), ('ss-1', $1, $2, 'pending', '{}'), ('ss-2', $1, $2, 'failed', '{}')`,
      [other, online],
    );
    await q(`INSERT INTO mail_outbox (recipient, subject, body, sent_at) VALUES ('a@x', 's', 'b', NULL), ('b@x', 's', 'b', now())`);
    const link = (
      await q(
        `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m)
                           VALUES ($1, 'SS link', $2, $3, 500) RETURNING id`,
        [other, online, never],
      )
    ).rows[0].id;
    await t.as('viewer'); // one more signed-in browser

    const after = await status(staff);
    const now = after.companies.find((c) => c.id === other)!;
    expect(now.sensors_total - was.sensors_total).toBe(4);
    expect(now.sensors_online - was.sensors_online).toBe(1);
    expect(now.sensors_offline - was.sensors_offline).toBe(2);
    expect(now.detections_last_hour - was.detections_last_hour).toBe(4);
    expect(Date.now() - Date.parse(now.last_ingest!)).toBeLessThan(60_000);
    expect(after.tasks.pending - before.tasks.pending).toBe(2);
    expect(after.tasks.failed - before.tasks.failed).toBe(1);
    expect(after.tasks.running).toBe(before.tasks.running);
    expect(after.mail_outbox_pending - before.mail_outbox_pending).toBe(1);
    expect(after.sessions_active - before.sessions_active).toBe(1);
    // Processed as it arrived: nothing waits, and the link made after its data is owed nothing either.
    expect(after.live_processing.links_behind).toBe(before.live_processing.links_behind);
    expect(after.live_processing.lag_s).not.toBeNull();

    // A batch of the link's origin waiting for 90 s (claimed by a process that has not finished it): the
    // link is behind and the lag is the batch's age. Links with data but no new match are not behind.
    const { rows } = await q(
      `INSERT INTO live_backlog (company_id, device_ids, from_time, to_time, created_at, claimed_until)
       VALUES ($1, $2, now() - interval '2 minutes', now() - interval '90 seconds', now() - interval '90 seconds', now() + interval '1 hour')
       RETURNING id`,
      [other, [online]],
    );
    const waiting = await status(staff);
    expect(waiting.live_processing.links_behind - before.live_processing.links_behind).toBe(1);
    expect(waiting.live_processing.lag_s).toBeGreaterThanOrEqual(90);
    expect(waiting.live_processing.lag_s).toBeLessThan(150);

    // Once the batch is done (its row deleted), the link is no longer behind.
    await q('DELETE FROM live_backlog WHERE id = $1', [rows[0].id]);
    await q(`INSERT INTO link_state (link_id, mode, state, updated_at) VALUES ($1, 0, '{}', now())`, [link]);
    const processed = await status(staff);
    expect(processed.live_processing.links_behind).toBe(before.live_processing.links_behind);
    expect(processed.live_processing.links_processed - after.live_processing.links_processed).toBe(1);
  });

  it('reports the running server and its database', async () => {
    const s = await status(staff);
    expect(s.database.kind).toBe(t.db.kind);
    expect(s.database.size_bytes).toBeGreaterThan(0);
    expect(s.database.migrations_applied).toBe(s.database.migrations_known);
    expect(s.database.migration).toBeGreaterThanOrEqual(7);
    expect(s.server.uptime_s).toBeGreaterThanOrEqual(0);
    expect(s.memory.rss_bytes).toBeGreaterThan(s.memory.heap_used_bytes);
    expect(s.companies.map((c) => c.name)).toEqual(expect.arrayContaining(['Demo City', 'Other City', 'Journey Co']));
  });

  it('is closed to non-staff (403) and anonymous callers (401)', async () => {
    for (const user of ['operator', 'viewer', 'other']) {
      expect((await (await t.as(user)).inject({ method: 'GET', url: URL })).statusCode).toBe(403);
    }
    expect((await (await t.as('admin')).inject({ method: 'GET', url: URL })).statusCode).toBe(200);
    expect((await t.anon({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
