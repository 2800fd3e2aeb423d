import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The external dashboards shipped in docs/grafana query our tables directly; a schema change that
 * breaks one of them fails here. Grafana's macros are expanded the way its PostgreSQL data source
 * expands them, with the time range set to the last day.
 */
const DIR = path.resolve(import.meta.dirname, '../../../../docs/grafana/dashboards');
const RANGE = `now() - interval '1 day' AND now()`;
const UNIT_S: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function seconds(interval: string): number {
  const m = /^'?(\d+)([smhd])'?$/.exec(interval.trim());
  if (!m) throw new Error(`interval ${interval} not understood`);
  return Number(m[1]) * UNIT_S[m[2]];
}

function expandMacros(sql: string, vars: Record<string, string>): string {
  const out = sql
    .replace(/\$__timeFilter\(([^)]+)\)/g, (_, col: string) => `${col.trim()} BETWEEN ${RANGE}`)
    .replace(
      /\$__timeGroupAlias\(([^,]+),([^)]+)\)/g,
      (_, col: string, iv: string) => `floor(extract(epoch FROM ${col.trim()}) / ${seconds(iv)}) * ${seconds(iv)} AS "time"`,
    )
    .replace(
      /\$__timeGroup\(([^,]+),([^)]+)\)/g,
      (_, col: string, iv: string) => `floor(extract(epoch FROM ${col.trim()}) / ${seconds(iv)}) * ${seconds(iv)}`,
    )
    .replace(/\$([a-z_]+)\b/g, (whole, name: string) => vars[name] ?? whole);
  const left = /\$[_A-Za-z]\w*/.exec(out);
  if (left) throw new Error(`unexpanded macro or variable ${left[0]}`);
  return out;
}

interface Panel {
  title: string;
  targets?: Array<{ rawSql?: string }>;
  templating?: never;
}
const dashboards = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    file: f,
    json: JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as { panels: Panel[]; templating: { list: Array<{ query?: string }> } },
  }));
const queries = dashboards.flatMap(({ file, json }) => [
  ...json.templating.list.filter((v) => v.query).map((v) => ({ name: `${file} variable`, sql: v.query! })),
  ...json.panels.flatMap((p) => (p.targets ?? []).filter((t) => t.rawSql).map((t) => ({ name: `${file}: ${p.title}`, sql: t.rawSql! }))),
]);

describe('Grafana dashboards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const company = t.ids.companies.demo;
    const q = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id;
    const dev = (serial: string, seenMinutesAgo: number | null) =>
      q(
        `INSERT INTO devices (company_id, serial, name, last_seen, voltage, temperature)
         VALUES ($1, $2, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(mins => $3::int) END, 12.4, 21) RETURNING id`,
        [company, serial, seenMinutesAgo],
      );
    const [a, b, c] = [await dev('G-A', 2), await dev('G-B', 40), await dev('G-C', null)];
    const link = (name: string, o: number, d: number) =>
      q(
        'INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, free_flow_s) VALUES ($1, $2, $3, $4, 1000, 60) RETURNING id',
        [company, name, o, d],
      );
    const ab = await link('G A→B', a, b);
    const bc = await link('G B→C', b, c);
    const route = await q('INSERT INTO routes (company_id, name) VALUES ($1, $2) RETURNING id', [company, 'G route']);
    await t.db.query('INSERT INTO route_links (route_id, position, link_id) VALUES ($1, 0, $2), ($1, 1, $3)', [route, ab, bc]);
    // Six hours of 5-minute intervals on both links, aligned so both have the same starts.
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh)
       SELECT l, 0, to_timestamp(floor(extract(epoch FROM now()) / 300) * 300) - make_interval(mins => 5 * n), 6, 5, 70 + n, 72 + n, 90, 3600.0 / (70 + n)
         FROM unnest($1::int[]) AS l, generate_series(0, 71) AS n`,
      [[ab, bc]],
    );
    await t.db.query(
      `INSERT INTO device_logs (device_id, timestamp, voltage, temperature)
       SELECT $1, now() - make_interval(mins => 10 * n), 12 + n / 100.0, 20 + n / 10.0 FROM generate_series(0, 30) AS n`,
      [a],
    );
    await t.db.query(
      `INSERT INTO device_minute_counts (device_id, minute, detections)
       SELECT $1, date_trunc('minute', now()) - make_interval(mins => n), 10 + n FROM generate_series(0, 30) AS n`,
      [a],
    );
  });
  afterAll(async () => t?.close());

  it('ships the link, route and sensor health dashboards on the PostgreSQL data source', () => {
    expect(dashboards.map((d) => d.file).sort()).toEqual(['link-travel-times.json', 'route-travel-times.json', 'sensor-health.json']);
    expect(queries.length).toBeGreaterThanOrEqual(10);
  });

  it.each(queries)('runs $name against the schema and returns rows', async ({ sql }) => {
    const { rows } = await t.db.query(expandMacros(sql, { company: String(t.ids.companies.demo) }));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('scopes every panel query to the chosen company', () => {
    for (const { name, sql } of queries) if (!name.endsWith('variable')) expect(sql, name).toContain('$company');
  });
});
