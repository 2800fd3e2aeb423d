import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestDetection } from '@roadlens/contract/ingest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { detectionAt, sensorLink } from '../../testing/sensor-link.ts';
import { insertLiveBacklog } from '../ingest/ingest.queries.ts';
import { writeDetections } from '../ingest/write-detections.ts';
import { startExperimentalJobs } from './background.ts';
import { liveProcessor } from './live-processor.ts';

let t: TestApp;
let origin: number;
let destination: number;
let linkId: number;
let post: Awaited<ReturnType<typeof sensorLink>>['post'];

const at = detectionAt;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;
const backlogRows = () => count('SELECT count(*)::int AS n FROM live_backlog');
const matchesBetween = (from: number, to: number) =>
  t.db.query<{ t: number }>(
    `SELECT travel_time_s AS t FROM matches WHERE link_id = $1 AND mode = 0
     AND departure >= to_timestamp($2) AND departure < to_timestamp($3) ORDER BY departure`,
    [linkId, from, to],
  );
const intervalRaw = async (start: number) =>
  (
    await t.db.query<{ raw_count: number }>(
      'SELECT raw_count FROM intervals WHERE link_id = $1 AND mode = 0 AND start = to_timestamp($2)',
      [linkId, start],
    )
  ).rows.map((r) => r.raw_count);

/** What the ingest transaction commits for a batch (detections + its backlog row), with no live processing after it: a crash. */
async function commitWithoutProcessing(records: unknown[]): Promise<void> {
  const companyId = t.ids.companies.demo;
  const serials = new Map([
    ['K-ORIG', origin],
    ['K-DEST', destination],
  ]);
  const parsed = records.map((r) => {
    const record = IngestDetection.parse(r);
    return { record, deviceId: serials.get(record.serial)! };
  });
  await t.db.transaction(async (tx) => {
    const w = await writeDetections(tx, companyId, parsed);
    await insertLiveBacklog(tx, companyId, w.deviceIds, w.from, w.to);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ origin, destination, linkId, post } = await sensorLink(t, 'K'));
});
afterAll(() => t.close());

describe('durable live backlog', () => {
  it('normal ingest leaves no backlog once the processor is idle', async () => {
    const base = Date.parse('2026-04-01T08:00:00Z') / 1000;
    expect((await post([at('K-ORIG', 'n-a', base), at('K-DEST', 'n-a', base + 200)], 'normal-1')).statusCode).toBe(201);
    await liveProcessor(t.app).idle();
    expect((await matchesBetween(base, base + 60)).rows.map((m) => m.t)).toEqual([200]);
    expect(await backlogRows()).toBe(0);
  });

  it('a replayed Idempotency-Key adds no backlog row (and no detections)', async () => {
    const base = Date.parse('2026-04-02T08:00:00Z') / 1000;
    const records = [at('K-ORIG', 'r-a', base), at('K-DEST', 'r-a', base + 100)];
    expect((await post(records, 'replay-1')).statusCode).toBe(201);
    await liveProcessor(t.app).idle();
    const seq = await count('SELECT last_value::int AS n FROM live_backlog_id_seq');
    const detections = await count('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1::int[])', [[origin, destination]]);
    const again = await post(records, 'replay-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await liveProcessor(t.app).idle();
    // The sequence did not move: the replay never reached an insert, not even a rolled-back one.
    expect(await count('SELECT last_value::int AS n FROM live_backlog_id_seq')).toBe(seq);
    expect(await count('SELECT count(*)::int AS n FROM detections WHERE device_id = ANY($1::int[])', [[origin, destination]])).toBe(
      detections,
    );
    expect(await backlogRows()).toBe(0);
  });

  it('a batch committed but never processed (crash) is processed at the next start, exactly once', async () => {
    const base = Date.parse('2026-04-03T08:00:00Z') / 1000;
    await commitWithoutProcessing([
      at('K-ORIG', 'c-a', base),
      at('K-ORIG', 'c-b', base + 10),
      at('K-DEST', 'c-a', base + 250),
      at('K-DEST', 'c-b', base + 270),
    ]);
    await liveProcessor(t.app).idle();
    expect(await backlogRows()).toBe(1);
    expect((await matchesBetween(base, base + 60)).rows).toEqual([]);

    // Server start: the same step that resumes experimental tasks queues the backlog.
    const stop = await startExperimentalJobs(t.app);
    await liveProcessor(t.app).idle();
    await stop();
    expect((await matchesBetween(base, base + 60)).rows.map((m) => m.t)).toEqual([250, 260]);
    expect(await intervalRaw(base)).toEqual([2]);
    expect(await backlogRows()).toBe(0);

    // A crash after the processing but before the delete leaves the row: redoing it adds nothing.
    await t.db.transaction((tx) => insertLiveBacklog(tx, t.ids.companies.demo, [origin, destination], base, base + 270));
    expect(await liveProcessor(t.app).recover()).toBe(1);
    await liveProcessor(t.app).idle();
    expect((await matchesBetween(base, base + 60)).rows.map((m) => m.t)).toEqual([250, 260]);
    expect(await intervalRaw(base)).toEqual([2]);
    expect(await backlogRows()).toBe(0);
    expect(await liveProcessor(t.app).recover()).toBe(0);
  });

  it('keeps the row of a batch whose link failed until the link succeeds with its next batch', async () => {
    const base = Date.parse('2026-04-04T08:00:00Z') / 1000;
    // The link's match insert fails (a stand-in for any error inside its transaction).
    await t.db.exec(`CREATE FUNCTION fail_backlog_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'link down'; END $$;
      CREATE TRIGGER fail_backlog_link BEFORE INSERT ON matches FOR EACH ROW WHEN (NEW.link_id = ${linkId}) EXECUTE FUNCTION fail_backlog_link()`);
    const level = t.app.log.level;
    t.app.log.level = 'fatal'; // the expected failure is logged as an error
    try {
      expect((await post([at('K-ORIG', 'f-a', base), at('K-DEST', 'f-a', base + 180)], 'fail-1')).statusCode).toBe(201);
      await liveProcessor(t.app).idle();
    } finally {
      await t.db.exec('DROP TRIGGER fail_backlog_link ON matches; DROP FUNCTION fail_backlog_link()');
      t.app.log.level = level;
    }
    expect(await backlogRows()).toBe(1);
    expect((await matchesBetween(base, base + 60)).rows).toEqual([]);

    expect((await post([at('K-ORIG', 'f-b', base + 3600), at('K-DEST', 'f-b', base + 3700)], 'fail-2')).statusCode).toBe(201);
    await liveProcessor(t.app).idle();
    expect((await matchesBetween(base, base + 3700)).rows.map((m) => m.t)).toEqual([180, 100]);
    expect(await backlogRows()).toBe(0);
  });
});
