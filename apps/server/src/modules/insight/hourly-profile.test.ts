import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { profile, selectionOf } from './insight.queries.ts';
import { hourlyProfile } from './hourly-profile.queries.ts';
import { periodWindow, typicalStart } from './time-set.ts';

let t: TestApp;
let demo: number;
const links: number[] = [];
// Six weeks of 5-minute intervals ending with March 2026: the period (March) and its typical weeks.
const FROM = Date.UTC(2026, 0, 28) / 1000;
const TO = Date.UTC(2026, 3, 3) / 1000;

/** The hourly regrouping recomputed from intervals, for comparing with what the triggers kept. */
const recomputed = () =>
  t.db.query(
    `SELECT k.link_id, k.hour, array_agg(i.link_id IS NOT NULL ORDER BY g.j) AS present,
            array_agg(CASE WHEN i.accepted_count > 0 THEN i.median_s END ORDER BY g.j) AS tt,
            array_agg(COALESCE(i.accepted_count, 0) ORDER BY g.j) AS acc, array_agg(COALESCE(i.raw_count, 0) ORDER BY g.j) AS raw
       FROM (SELECT DISTINCT link_id, interval_hours_of(start) AS hour FROM intervals
              WHERE mode = 0 AND extract(epoch FROM start) % 300 = 0 AND link_id = ANY($1::int[])) k
       CROSS JOIN generate_series(1, 12) AS g(j)
       LEFT JOIN intervals i ON i.link_id = k.link_id AND i.mode = 0 AND i.start = k.hour + (g.j - 1) * interval '5 minutes'
      GROUP BY k.link_id, k.hour ORDER BY 1, 2`,
    [links],
  );
const kept = () =>
  t.db.query('SELECT link_id, hour, present, tt, acc, raw FROM interval_hours WHERE link_id = ANY($1::int[]) ORDER BY 1, 2', [links]);

beforeAll(async () => {
  t = await createTestApp();
  demo = t.ids.companies.demo;
  for (const name of ['HP one', 'HP two'])
    links.push(
      (
        await t.db.query<{ id: number }>(
          'INSERT INTO links (company_id, name, length_m, max_travel_time_s) VALUES ($1, $2, 1000, 900) RETURNING id',
          [demo, name],
        )
      ).rows[0].id,
    );
  // Values repeat (ties in the medians), some intervals have no accepted trips or no median, and
  // the experimental mode's rows (which Insight ignores) lie beside them.
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s)
     SELECT l, m, to_timestamp(s), 3 + (s / 300) % 5, CASE WHEN (s / 300 + l) % 11 = 0 THEN 0 ELSE 1 + (s / 300) % 4 END,
            CASE WHEN (s / 300 + l) % 23 = 0 THEN NULL ELSE 60 + ((s / 300) * 7 + l) % 37 + m * 1000 END
       FROM unnest($1::int[]) AS l CROSS JOIN generate_series(0, 1) AS m CROSS JOIN generate_series($2::bigint, $3::bigint - 300, 300) AS s
      WHERE (s / 300 + l) % 13 <> 0`,
    [links, FROM, TO],
  );
  // Live processing rewrites intervals as trips arrive (an upsert that both updates and inserts),
  // reprocessing deletes them, and an update may move one to the other mode.
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s)
     SELECT l, 0, to_timestamp(s), 9, 9, 300 + (s / 300) % 17 FROM unnest($1::int[]) AS l
      CROSS JOIN generate_series($2::bigint, $2::bigint + 86400 * 3, 900) AS s
     ON CONFLICT (link_id, mode, start) DO UPDATE SET raw_count = EXCLUDED.raw_count, accepted_count = EXCLUDED.accepted_count, median_s = EXCLUDED.median_s`,
    [links, Date.UTC(2026, 2, 9, 5) / 1000],
  );
  await t.db.query(
    'DELETE FROM intervals WHERE link_id = $1 AND mode = 0 AND start >= to_timestamp($2) AND start < to_timestamp($2 + 7200)',
    [links[0], Date.UTC(2026, 2, 16, 6) / 1000],
  );
  await t.db.query(
    'UPDATE intervals SET mode = 2 WHERE link_id = $1 AND mode = 0 AND start >= to_timestamp($2) AND start < to_timestamp($2 + 2400)',
    [links[1], Date.UTC(2026, 2, 17, 6) / 1000],
  );
  await t.db.query(
    'UPDATE intervals SET accepted_count = 0 WHERE link_id = $1 AND mode = 0 AND start >= to_timestamp($2) AND start < to_timestamp($2 + 3600)',
    [links[1], Date.UTC(2026, 2, 18, 6) / 1000],
  );
  // Off the 5-minute grid: never one of Insight's slots.
  await t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s) VALUES ($1, 0, to_timestamp($2), 5, 5, 1)',
    [links[0], Date.UTC(2026, 2, 10, 7, 2) / 1000],
  );
});
afterAll(() => t.close());

describe('hourly regrouping of intervals', () => {
  it('is kept equal to the intervals through inserts, upserts, updates and deletes', async () => {
    const [a, b] = [await kept(), await recomputed()];
    expect(a.rows.length).toBeGreaterThan(1000);
    expect(a.rows).toEqual(b.rows);
  });

  it('drops an hour whose intervals are all deleted', async () => {
    const hour = Date.UTC(2026, 2, 20, 10) / 1000;
    await t.db.query('DELETE FROM intervals WHERE link_id = $1 AND start >= to_timestamp($2) AND start < to_timestamp($2 + 3600)', [
      links[0],
      hour,
    ]);
    const left = await t.db.query('SELECT 1 FROM interval_hours WHERE link_id = $1 AND hour = to_timestamp($2)', [links[0], hour]);
    expect(left.rows).toHaveLength(0);
    expect((await kept()).rows).toEqual((await recomputed()).rows);
  });
});

describe('profile from the hourly regrouping', () => {
  const peaks = { am: { from: '07:00', to: '09:00' }, pm: { from: '17:00', to: '19:00' } };
  const period = { from: '2026-03-02', to: '2026-03-31' };
  // Whole-hour zones, half- and three-quarter-hour zones, and clock changes inside the period
  // (Berlin, St John's at a half-hour offset, Lord Howe's half-hour shift).
  it.each(['Europe/Istanbul', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Lord_Howe', 'UTC'])(
    'gives the same medians, trips and interval counts as the direct computation in %s',
    async (zone) => {
      for (const days of [
        [1, 2, 3, 4, 5, 6, 7],
        [2, 6],
      ]) {
        const w = periodWindow(period, { days, hours: [8], peaks: [] }, zone, peaks);
        const sel = selectionOf(links.map((id) => ({ kind: 'link' as const, id })));
        const direct = await profile(t.db, demo, sel, w, typicalStart(period));
        const hourly = await hourlyProfile(t.db, demo, sel.linkIdx, sel.linkIds, w, typicalStart(period));
        expect(direct.length).toBeGreaterThan(100);
        expect(hourly).toEqual(direct);
      }
    },
  );

  it('reads only the company’s links', async () => {
    const w = periodWindow(period, { days: [1], hours: [8], peaks: [] }, 'UTC', peaks);
    expect(await hourlyProfile(t.db, t.ids.companies.other, [0], [links[0]], w, typicalStart(period))).toEqual([]);
  });
});

describe('a deleted link', () => {
  it('takes its hourly rows with it', async () => {
    await t.db.query('DELETE FROM links WHERE id = $1', [links[1]]);
    expect((await t.db.query('SELECT 1 FROM interval_hours WHERE link_id = $1', [links[1]])).rows).toHaveLength(0);
    expect((await kept()).rows).toEqual((await recomputed()).rows);
  });
});
