// Insight over 30 days × 50 links: 5-minute intervals for each link over the 30 days and the four
// weeks before (the typical profile reads those), then POST /api/insight/ timed as the API serves it
// (every weekday, every hour; metrics and the weekday × hour profile). The intervals' triggers keep
// their hourly regrouping (interval_hours), which the profile reads, as they are written.
// Run: node --import tsx bench/insight.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL)
// Aims: ≤ 3 s on PGlite, ≤ 1 s on PostgreSQL.
import { benchApp, dbKind } from './support.ts';
import { itemInfo, periodMetrics, profile, selectionOf } from '../apps/server/src/modules/insight/insight.queries.ts';
import { periodWindow, typicalStart } from '../apps/server/src/modules/insight/time-set.ts';
import { hourlyProfile } from '../apps/server/src/modules/insight/hourly-profile.queries.ts';

const LINKS = 50;
const DAYS = 30;
const b = await benchApp();
const db = b.t.db;
const demo = b.t.ids.companies.demo;
const from = Date.parse('2026-03-02T00:00:00Z') / 1000;
const dataFrom = from - 28 * 86400;
const to = from + DAYS * 86400;

let t0 = performance.now();
const ids: number[] = [];
for (let i = 0; i < LINKS; i++) {
  ids.push(
    (
      await db.query<{ id: number }>(
        `INSERT INTO links (company_id, name, length_m, free_flow_s, max_travel_time_s) VALUES ($1, $2, $3, $4, 1800) RETURNING id`,
        [demo, `bench insight ${i}`, 800 + i * 40, 60 + i],
      )
    ).rows[0].id,
  );
}
// A weekday peak shape with noise; a few intervals without trips (as at night).
await db.query(
  `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh)
   SELECT l.id, 0, to_timestamp(s), 8, CASE WHEN (s / 300 + l.id) % 17 = 0 THEN 0 ELSE 6 END,
          m, m, m * 1.1, l.length_m / m * 3.6
     FROM links l
     CROSS JOIN generate_series($2::bigint, $3::bigint - 300, 300) AS s
     CROSS JOIN LATERAL (SELECT (l.free_flow_s * (1 + 0.6 * exp(-power(((s % 86400) / 3600.0 - 5), 2) / 2)
                                 + 0.4 * exp(-power(((s % 86400) / 3600.0 - 14.5), 2) / 2) + ((s / 300 + l.id) % 13) / 40.0))::float8 AS m) v
    WHERE l.id = ANY($1::int[])`,
  [ids, dataFrom, to],
);
await db.exec('VACUUM ANALYZE intervals');
const {
  rows: [{ n }],
} = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM intervals WHERE link_id = ANY($1::int[])', [ids]);
console.log(`db=${dbKind()} ${LINKS} links, ${n} intervals loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const op = await b.t.as('operator');
const payload = {
  items: ids.map((id) => ({ kind: 'link', id })),
  periods: [{ from: '2026-03-02', to: '2026-03-31' }],
  time_set: { days: [1, 2, 3, 4, 5, 6, 7], hours: Array.from({ length: 24 }, (_, h) => h), peaks: [] },
};
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const res = await op.inject({ method: 'POST', url: '/api/insight/', payload });
  times.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`insight answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const first = res.json().items[0].periods[0].metrics;
  if (i === 0)
    console.log(
      `first link: ${first.intervals} intervals, median ${first.travel_time_s?.p50.toFixed(1)} s, TTI ${first.tti?.toFixed(2)}, PTI ${first.pti?.toFixed(2)}`,
    );
}
times.sort((a, b2) => a - b2);
console.log(
  `db=${dbKind()} insight ${DAYS} days × ${LINKS} links: median ${(times[1] / 1000).toFixed(2)} s (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
);
// Where the time goes: the queries one by one, and the profile also computed directly from the
// intervals (as before the hourly regrouping) for comparison.
const sel = selectionOf(payload.items as Array<{ kind: 'link'; id: number }>);
const w = periodWindow(payload.periods[0], { ...payload.time_set, peaks: [] }, 'Europe/Istanbul', {
  am: { from: '07:00', to: '09:00' },
  pm: { from: '17:00', to: '19:00' },
});
const part = async (label: string, f: () => Promise<unknown>) => {
  const s0 = performance.now();
  await f();
  return `${label} ${((performance.now() - s0) / 1000).toFixed(2)} s`;
};
console.log(
  [
    await part('items', () => itemInfo(db, demo, sel)),
    await part('metrics', () => periodMetrics(db, demo, sel, w)),
    await part('profile (hourly)', () => hourlyProfile(db, demo, sel.linkIdx, sel.linkIds, w, typicalStart(payload.periods[0]))),
    await part('profile (direct)', () => profile(db, demo, sel, w, typicalStart(payload.periods[0]))),
  ].join(', '),
);
await b.t.close();
