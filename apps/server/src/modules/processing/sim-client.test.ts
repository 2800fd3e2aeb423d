import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ingestClient } from './sim-client.ts';

let t: TestApp;
beforeAll(async () => {
  // A server on the usual port, not the injector's default localhost:80.
  t = await createTestApp({ PORT: 8080 });
});
afterAll(() => t.close());

describe('simulated sensors', () => {
  it('reach the ingest API with a Host the server answers for', async () => {
    const serial = (
      await t.db.query<{ serial: string }>('SELECT serial FROM devices WHERE company_id = $1 LIMIT 1', [t.ids.companies.demo])
    ).rows[0].serial;
    const post = await ingestClient(t.app, t.ids.companies.demo);
    const ok = await post('logs', [{ serial, timestamp: new Date().toISOString(), message: 'heartbeat' }], 'sim-host-check-1');
    expect(ok).toBe(true);
  });
});
