import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@roadlens/contract/endpoints/index';
import { devices } from '@roadlens/contract/endpoints/devices';
import { health } from '@roadlens/contract/endpoints/health';
import { users } from '@roadlens/contract/endpoints/users';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { securityOf } from './openapi-from-table.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  operationId?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.anon({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Doc;
});
afterAll(() => t.close());

/** `/api/map/devices/:id/` is `/api/map/devices/{id}/` in the document. */
const docPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const operation = (method: string, path: string) => doc.paths[docPath(path)]?.[method.toLowerCase()];

describe('the API description', () => {
  it('lists every table entry that is not hidden, with its summary, tags, id and security', () => {
    const wrong = allEndpoints
      .filter(({ endpoint: e }) => !e.hide)
      .flatMap(({ id, endpoint: e }) => {
        const op = operation(e.method, e.path);
        if (!op) return [`${id}: ${e.method} ${e.path} missing`];
        const problems: string[] = [];
        if (op.operationId !== id) problems.push(`${id}: operationId ${op.operationId}`);
        if (e.summary && op.summary !== e.summary) problems.push(`${id}: summary ${op.summary}`);
        if (e.tags && JSON.stringify(op.tags) !== JSON.stringify(e.tags)) problems.push(`${id}: tags ${JSON.stringify(op.tags)}`);
        if (JSON.stringify(op.security) !== JSON.stringify(securityOf(e.access)))
          problems.push(`${id}: security ${JSON.stringify(op.security)}`);
        return problems;
      });
    expect(wrong).toEqual([]);
  });

  it('leaves hidden entries out', () => {
    for (const { endpoint: e } of allEndpoints.filter(({ endpoint: e }) => e.hide)) expect(operation(e.method, e.path)).toBeUndefined();
  });

  it('tells public, session-only and API-key operations apart', () => {
    expect(operation(health.get.method, health.get.path)?.security).toEqual([]);
    expect(operation(users.generateToken.method, users.generateToken.path)?.security).toEqual([{ session: [] }]);
    expect(operation(devices.list.method, devices.list.path)?.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(operation(devices.list.method, devices.list.path)?.description).toContain('Platform|view_devices');
  });
});
