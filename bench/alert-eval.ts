// Alert evaluation at scale: 1,000 rules over 5,000 links (each rule watching five links, with
// every traffic condition kind in turn), four weeks of history for typical, then one new 5-minute
// interval per link after another; prints how long evaluating all rules takes per interval. It
// must stay far below 300 s (an interval) on one server process.
// Run: node --import tsx bench/alert-eval.ts   (TEST_DB=pg TEST_DATABASE_URL=... for PostgreSQL; LINKS=…, RULES=…, STEPS=… to change it)
import type { AlertRuleInput } from '@roadlens/contract/alert-rules';
import { AlertRuleInput as RuleSchema } from '@roadlens/contract/alert-rules';
import { benchApp, dbKind, percentile } from './support.ts';
import { insertRule } from '../apps/server/src/modules/alert-rules/rules.queries.ts';
import { evaluateCompany } from '../apps/server/src/modules/alert-rules/evaluate.ts';

const LINKS = Number(process.env.LINKS ?? 5000);
const RULES = Number(process.env.RULES ?? 1000);
const STEPS = Number(process.env.STEPS ?? 6);
const WEEK = 7 * 86400;
const b = await benchApp();
const db = b.t.db;
const company = b.t.ids.companies.other;
await db.query(`UPDATE companies SET time_zone = 'UTC' WHERE id = $1`, [company]);

const t0 = performance.now();
const { rows: links } = await db.query<{ id: number }>(
  `INSERT INTO links (company_id, name, length_m, free_flow_s) SELECT $1, 'alert link ' || g, 1000, 80 FROM generate_series(1, $2) g RETURNING id`,
  [company, LINKS],
);
const ids = links.map((l) => l.id);
const first = Math.floor(Date.now() / 1000 / 300) * 300 - STEPS * 300;
// Four weeks of history around every slot the steps evaluate (± the typical window), ~100 s with spread.
await db.query(
  `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s)
   SELECT l, 0, to_timestamp($2::float8 - w * ${WEEK} + s * 300), 10, 9, 90 + ((l * 7 + s * 13 + w * 3) % 20)
     FROM unnest($1::int[]) AS l, generate_series(1, 4) AS w, generate_series(-3, $3::int + 3) AS s`,
  [ids, first, STEPS],
);
const conditions: AlertRuleInput['condition'][] = [
  { kind: 'threshold', metric: 'travel_time', op: 'above', value: 200, recover: 150 },
  { kind: 'free_flow_percent', metric: 'speed', op: 'below', percent: 40, recover_percent: 50 },
  { kind: 'typical_percent', metric: 'travel_time', op: 'above', percent: 50, recover_percent: 25 },
  { kind: 'typical_sigma', metric: 'travel_time', op: 'above', sigmas: 4 },
  { kind: 'delay', reference: 'free_flow', seconds: 90 },
];
const per = Math.max(1, Math.floor(LINKS / RULES));
for (let r = 0; r < RULES; r++) {
  await insertRule(
    db,
    company,
    RuleSchema.parse({
      name: `bench rule ${r}`,
      object_type: 'link',
      object_ids: ids.slice((r * per) % LINKS, ((r * per) % LINKS) + per),
      condition: conditions[r % conditions.length],
      min_samples: 3,
    }),
  );
}
await db.exec('VACUUM ANALYZE');
console.log(
  `db=${dbKind()} ${LINKS} links, ${RULES} rules (${per} links each), ${STEPS} intervals; set up in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);

const times: number[] = [];
for (let s = 0; s < STEPS; s++) {
  const start = first + s * 300;
  // The new interval of every link: usual values, and a jam on a different 5 % of links each time.
  await db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s)
     SELECT l, 0, to_timestamp($2::float8), 10, 8, CASE WHEN (l + $3::int) % 20 = 0 THEN 260 ELSE 95 + (l % 10) END FROM unnest($1::int[]) AS l`,
    [ids, start, s],
  );
  const t = performance.now();
  const r = await evaluateCompany(b.t.app, company, new Date((start + 120) * 1000));
  const ms = performance.now() - t;
  times.push(ms);
  console.log(
    `db=${dbKind()} interval ${s + 1}: evaluated ${r.rules} rules over ${r.objects} link states in ${ms.toFixed(0)} ms (${r.changes} state changes)`,
  );
}
console.log(
  `db=${dbKind()} evaluation per 5-minute interval: median ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (budget 300000 ms)`,
);
await b.t.close();
