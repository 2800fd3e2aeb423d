import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDb } from '../../db/index.ts';
import { testEnv } from '../../env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { evaluateCompany } from './evaluate.ts';

let t: TestApp;
/** A second server process on the same database: its own app and connection pool (PostgreSQL), or the same PGlite. */
let second: FastifyInstance;
let company: number;
const links: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  company = t.ids.companies.other;
  let db = t.db;
  if (t.db.kind === 'postgres') {
    const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    db = await openDb({ databaseUrl: url.toString(), dataDir: null });
  }
  second = await buildApp({ env: testEnv({ WEB_DIST: '/nonexistent' }), db });
  await second.ready();
  for (let i = 0; i < 20; i++) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, $2, 1000, 100) RETURNING id`,
      [company, `L${i}`],
    );
    links.push(rows[0].id);
  }
  const op = await t.as('other');
  for (let i = 0; i < 5; i++) {
    const res = await op.inject({
      method: 'POST',
      url: '/api/alert_rules/',
      payload: {
        name: `R${i}`,
        object_type: 'link',
        object_ids: links,
        min_samples: 1,
        condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 + i },
      },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await second?.close();
  if (second && second.db !== t.db) await second.db.close();
  await t?.close();
});

describe('several server processes on one database', () => {
  it('never record or announce the same state change twice', async () => {
    const now = Math.floor(Date.now() / 1000);
    let expected = 0;
    for (const [round, tt] of [
      [0, 300],
      [1, 100],
      [2, 300],
    ] as const) {
      await t.db.query(
        `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s) SELECT unnest($1::int[]), 0, to_timestamp($2::float8), 5, 5, $3::float8`,
        [links, now - 60 + round * 300 - 600, tt],
      );
      const at = new Date((now + round * 300 - 600) * 1000);
      const results = await Promise.all([
        evaluateCompany(t.app, company, at),
        evaluateCompany(second, company, at),
        evaluateCompany(t.app, company, at),
        evaluateCompany(second, company, at),
      ]);
      expected += 5 * 20; // every rule, every link: ok→alerting, alerting→ok, ok→alerting
      expect(results.reduce((s, r) => s + r.changes, 0)).toBe(5 * 20);
    }
    const { rows } = await t.db.query<{ n: number; distinct_n: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT (rule_id, object_id, to_state, at))::int AS distinct_n FROM alert_events WHERE company_id = $1`,
      [company],
    );
    expect(rows[0]).toEqual({ n: expected, distinct_n: expected });
    const { rows: notes } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND actor_type = 'alertbind'`,
      [t.ids.users.other],
    );
    expect(notes[0].n).toBe(expected);
  });
});
