import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { operationsOf, validValue, type Operation } from './operations.ts';
import { casesFor } from './cases.ts';

/**
 * Every operation of the OpenAPI document gets malformed path ids, query values, JSON fields and
 * whole bodies (bad JSON, bad multipart, wrong content types), from a signed-in admin and a staff
 * user. No answer may be a 5xx, every 400 names the field it is about, and no body shows framework
 * internals or a stack. Seeded, so a failure replays exactly.
 */
const SEED = 20_261_111;
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Valid but absent: operations that delete or revoke are aimed at nothing. */
const ABSENT_ID = '2147483000';
const DESTRUCTIVE = /(\/delete\/|\/clear\/|\/revoke\/|\/logout\/|\/delete_command\/)$/;

/** Table holding the demo company's rows for an id segment of a path. */
const TABLE_OF: Record<string, string> = {
  devices: 'devices',
  links: 'links',
  routes: 'routes',
  records: 'devices',
  users: 'users',
};

let t: TestApp;
const realIds: Record<string, string> = {};
let seededRoles: Array<{ id: number; permissions: string[] }> = [];

/**
 * A spoiled body can still be valid (`{group: 1, permissions: []}` empties a role): the seeded
 * roles are put back after every operation that changes data, so later cases meet the same users.
 */
async function restoreRoles() {
  await t.db.query(
    `UPDATE groups g SET permissions = s.permissions FROM jsonb_to_recordset($1::jsonb) AS s(id int, permissions text[])
      WHERE g.id = s.id AND g.permissions <> s.permissions`,
    [JSON.stringify(seededRoles)],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const company = t.ids.companies.demo;
  for (const table of ['devices', 'links', 'routes']) {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE company_id = $1 ORDER BY id LIMIT 1`, [company]);
    if (rows[0]) realIds[table] = String(rows[0].id);
  }
  // A user whose role or active flag may change without affecting the callers.
  realIds.users = String(t.ids.users.norole);
  const n = await t.db.query<{ id: number }>('SELECT id FROM notifications WHERE recipient_id = $1 ORDER BY id LIMIT 1', [
    t.ids.users.admin,
  ]);
  if (n.rows[0]) realIds.notifications = String(n.rows[0].id);
  seededRoles = (await t.db.query<{ id: number; permissions: string[] }>('SELECT id, permissions FROM groups')).rows;
});
afterAll(() => t?.close());

function pathValue(op: Operation, name: string): string {
  const param = op.params.find((p) => p.in === 'path' && p.name === name);
  if (name !== 'id') return encodeURIComponent(String(validValue(param?.schema)));
  if (op.method === 'DELETE' || DESTRUCTIVE.test(op.path)) return ABSENT_ID;
  const segment = op.path.split('/').at(op.path.split('/').indexOf('{id}') - 1) ?? '';
  return realIds[TABLE_OF[segment] ?? segment] ?? ABSENT_ID;
}

/** `{field: [messages]}`, nested for nested data (`{records: {"3": {serial: [...]}}}`). */
function namesFields(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const entries = Object.entries(json).filter(([k]) => k !== 'detail');
  return (
    entries.length > 0 &&
    entries.every(([, v]) => (Array.isArray(v) ? v.length > 0 && v.every((m) => typeof m === 'string') : namesFields(v)))
  );
}

/** What is wrong with one answer, or null. */
function violation(status: number, body: string): string | null {
  if (status >= 500) return `${status}`;
  if (/FST_[A-Z_]+|\n\s+at .+:\d+:\d+|node_modules/.test(body)) return `internals in body: ${body.slice(0, 200)}`;
  if (status === 400 || status === 413 || status === 415) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return `${status} body is not JSON`;
    }
    if (!namesFields(json)) return `${status} names no field as {field: [messages]}: ${body.slice(0, 200)}`;
  }
  return null;
}

describe('fuzz: malformed input never yields a 5xx', () => {
  it('answers every malformed request of every operation with a 4xx that names the field', async () => {
    const started = Date.now();
    const ops = operationsOf(t.app.swagger() as never);
    expect(ops.length).toBeGreaterThan(50);
    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    // One example per operation, kind of input and kind of fault keeps a failing report readable.
    const failures = new Map<string, string>();
    let sent = 0;
    for (const username of ['admin', 'staff']) {
      for (const [i, op] of ops.entries()) {
        // A fresh session per operation: one that signs out or changes a password cannot end the run.
        const client = await t.as(username);
        for (const req of casesFor(op, { pathValue, seed: SEED + i, runs: RUNS })) {
          const res = await client.inject({ method: req.method as never, url: req.url, headers: req.headers, payload: req.payload });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          kinds.set(req.kind, (kinds.get(req.kind) ?? 0) + 1);
          const problem = violation(res.statusCode, res.body);
          if (problem) {
            const key = `${op.method} ${op.path} [${req.kind} ${req.target ?? ''}] ${problem.slice(0, 40)}`;
            if (!failures.has(key))
              failures.set(
                key,
                `${username} ${req.method} ${req.url.slice(0, 160)} ${JSON.stringify(req.payload?.slice(0, 80) ?? '')} -> ${problem}`,
              );
          }
        }
        if (op.method !== 'GET') await restoreRoles();
      }
    }
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    const fivexx = [...statuses.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `fuzz (${process.env.TEST_DB ?? 'pglite'}, seed ${SEED}, ${RUNS} random cases per operation): ${ops.length} operations, ` +
        `${sent} requests, ${fivexx} 5xx, ${failures.size} kinds of violation in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        `  statuses: ${histogram}\n  kinds: ${[...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    expect([...failures.values()]).toEqual([]);
    // The cases reached validation as signed-in users: not a run where everything bounced off sign-in.
    expect(statuses.get(401) ?? 0).toBe(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 2);
  }, 600_000);
});
