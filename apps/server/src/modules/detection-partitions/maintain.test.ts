import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDb } from '../../testing/test-db.ts';
import type { FastifyInstance } from 'fastify';
import { startDetectionMaintenance } from './background.ts';
import { maintainDetections } from './maintain.ts';
import { dropWeekPartition, weekPartitions } from './partitions.queries.ts';
import { DAY_MS, partitionName, weeksBetween, weekStart } from './weeks.ts';

/** Three companies with one sensor and one link each: short, middle and the longest retention. */
async function seedCompanies(db: Db) {
  const ids: Record<'a' | 'b' | 'c', { company: number; device: number; link: number }> = {} as never;
  for (const [key, days] of [
    ['a', 7],
    ['b', 30],
    ['c', 90],
  ] as const) {
    const c = await db.query<{ id: number }>(
      'INSERT INTO companies (name, fingerprint_secret, detections_retention_days) VALUES ($1, $2, $3) RETURNING id',
      [key, `secret-${key}`, days],
    );
    const company = c.rows[0].id;
    const d = await db.query<{ id: number }>('INSERT INTO devices (company_id, serial) VALUES ($1, $2) RETURNING id', [
      company,
      `S-${key}`,
    ]);
    const l = await db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m) VALUES ($1, $2, $3, $3, 1000) RETURNING id`,
      [company, `link ${key}`, d.rows[0].id],
    );
    ids[key] = { company, device: d.rows[0].id, link: l.rows[0].id };
  }
  return ids;
}

describe('detection partitions and retention', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;
  const partitionOf = async (fingerprint: string) =>
    (await db.query<{ p: string }>('SELECT tableoid::regclass::text AS p FROM detections WHERE fingerprint = $1', [fingerprint])).rows[0]
      ?.p;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
  });
  afterAll(async () => drop?.());

  it('takes an insert far in the past or far in the future in the default partition', async () => {
    const { rows } = await db.query<{ id: number }>(`INSERT INTO companies (name, fingerprint_secret) VALUES ('z', 's') RETURNING id`);
    const dev = await db.query<{ id: number }>(`INSERT INTO devices (company_id, serial) VALUES ($1, 'Z') RETURNING id`, [rows[0].id]);
    await db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, 'past', '1990-01-01T00:00:00Z'), ($1, 'future', '2200-06-01T00:00:00Z')`,
      [dev.rows[0].id],
    );
    expect(await partitionOf('past')).toBe('detections_default');
    expect(await partitionOf('future')).toBe('detections_default');
    await db.query('DELETE FROM companies WHERE id = $1', [rows[0].id]);
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(0);
  });

  it('creates the partitions ahead (and of the recent weeks) once, even when two passes race', async () => {
    await seedCompanies(db);
    const [one, two] = await Promise.all([maintainDetections(db, { now }), maintainDetections(db, { now })]);
    const wanted = weeksBetween(now - 28 * DAY_MS, now + 14 * DAY_MS);
    const have = await weekPartitions(db);
    for (const w of wanted) expect(have.get(w), partitionName(w)).toBe(partitionName(w));
    // Each partition was made by exactly one of the two (the migration made this week's and two ahead).
    const made = [...one.created, ...two.created];
    expect(new Set(made).size).toBe(made.length);
    expect(one.postponed.concat(two.postponed)).toEqual([]);
    // A later pass finds nothing to do.
    expect((await maintainDetections(db, { now })).created).toEqual([]);
    // Ingest of this week and of next week lands in their partitions, not in the default.
    const dev = (await db.query<{ id: number }>('SELECT id FROM devices ORDER BY id LIMIT 1')).rows[0].id;
    await db.query(`INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, 'now', $2), ($1, 'next-week', $3)`, [
      dev,
      new Date(now).toISOString(),
      new Date(now + 7 * DAY_MS).toISOString(),
    ]);
    expect(await partitionOf('now')).toBe(partitionName(weekStart(now)));
    expect(await partitionOf('next-week')).toBe(partitionName(weekStart(now + 7 * DAY_MS)));
    await db.query('DELETE FROM detections');
  });

  it('moves rows waiting in the default partition into a week when its partition is created', async () => {
    const dev = (await db.query<{ id: number }>('SELECT id FROM devices ORDER BY id LIMIT 1')).rows[0].id;
    const later = now + 30 * DAY_MS;
    await db.query(`INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, 'early-clock', $2)`, [
      dev,
      new Date(later).toISOString(),
    ]);
    expect(await partitionOf('early-clock')).toBe('detections_default');
    const r = await maintainDetections(db, { now: later - 7 * DAY_MS });
    expect(r.created).toContain(partitionName(weekStart(later)));
    expect(await partitionOf('early-clock')).toBe(partitionName(weekStart(later)));
    await db.query('DELETE FROM detections');
  });

  it("drops each company's detections past its retention, keeps the others' and every company's intervals", async () => {
    const ids = Object.fromEntries(
      (
        await db.query<{ name: string; device: number; link: number }>(
          `SELECT c.name, d.id AS device, l.id AS link FROM companies c JOIN devices d ON d.company_id = c.id JOIN links l ON l.company_id = c.id`,
        )
      ).rows.map((r) => [r.name, r]),
    );
    // Weeks around 200 days ago get partitions, as a server running back then would have made.
    await maintainDetections(db, { now: now - 200 * DAY_MS });
    const ages = [1, 10, 40, 100, 200];
    for (const key of ['a', 'b', 'c']) {
      for (const age of ages) {
        await db.query('INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, $2, $3)', [
          ids[key].device,
          `${key}-${age}`,
          ago(age),
        ]);
      }
      await db.query(`INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, $2, '2001-01-01T00:00:00Z')`, [
        ids[key].device,
        `${key}-ancient`,
      ]);
      await db.query(
        `INSERT INTO intervals (link_id, start, raw_count, accepted_count) SELECT $1, to_timestamp(s), 1, 1 FROM unnest($2::float8[]) s`,
        [ids[key].link, ages.map((a) => (now - a * DAY_MS) / 1000)],
      );
      await db.query(
        `INSERT INTO matches (link_id, fingerprint, departure, arrival, travel_time_s, accepted) VALUES ($1, 'm', $2, $2, 60, true)`,
        [ids[key].link, ago(200)],
      );
    }
    const oldWeek = partitionName(weekStart(now - 200 * DAY_MS));
    expect(await partitionOf('c-200')).toBe(oldWeek);
    expect(await partitionOf('c-100')).toBe('detections_default');

    const r = await maintainDetections(db, { now });
    // Weeks that ended before the longest retention (90 days) are dropped whole.
    expect(r.dropped).toContain(oldWeek);
    expect((await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [oldWeek])).rows[0].t).toBeNull();
    // The 40-day-old rows waited in the default partition; their week got its partition.
    expect(await partitionOf('c-40')).toBe(partitionName(weekStart(now - 40 * DAY_MS)));
    const left = (await db.query<{ fingerprint: string }>('SELECT fingerprint FROM detections ORDER BY fingerprint')).rows.map(
      (x) => x.fingerprint,
    );
    expect(left).toEqual(['a-1', 'b-1', 'b-10', 'c-1', 'c-10', 'c-40']);
    expect(r.unfinished).toBe(false);
    expect(await count('SELECT count(*)::int AS n FROM intervals')).toBe(15);
    expect(await count('SELECT count(*)::int AS n FROM matches')).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM links')).toBe(3);
  });

  it('deletes a large backlog in bounded batches and finishes it over later passes', async () => {
    const a = (await db.query<{ id: number }>(`SELECT d.id FROM devices d JOIN companies c ON c.id = d.company_id WHERE c.name = 'a'`))
      .rows[0].id;
    await db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time) SELECT $1, 'old-' || g, $2::timestamptz - g * interval '1 minute' FROM generate_series(1, 25) g`,
      [a, ago(20)],
    );
    const first = await maintainDetections(db, { now, batchRows: 10, maxBatches: 2 });
    expect(first).toMatchObject({ deleted: 20, unfinished: true });
    const second = await maintainDetections(db, { now, batchRows: 10 });
    expect(second).toMatchObject({ deleted: 5, unfinished: false });
    expect(await count(`SELECT count(*)::int AS n FROM detections WHERE fingerprint LIKE 'old-%'`)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(6);
  });

  it('makes the missing partitions when the server starts, before other background work, and stops cleanly', async () => {
    const ahead = weekStart(Date.now() + 14 * DAY_MS);
    expect(await dropWeekPartition(db, ahead)).toBe(true);
    const logged: unknown[] = [];
    const app = { db, log: { info: (o: unknown) => logged.push(o), error: (o: unknown) => logged.push(o) } } as unknown as FastifyInstance;
    const stop = await startDetectionMaintenance(app);
    expect((await weekPartitions(db)).get(ahead)).toBe(partitionName(ahead));
    await stop();
    expect(logged[0]).toMatchObject({ created: [partitionName(ahead)] });
  });
});
