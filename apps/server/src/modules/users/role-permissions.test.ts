import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '@roadlens/contract/permissions';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

const URL_ = '/api/platform/users/company_permissions/';

describe('role permissions', () => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.as('staff');
  });
  afterAll(async () => t?.close());

  it('offers only the permissions of modules this installation has', async () => {
    const offered = (await staff.inject({ method: 'GET', url: URL_ })).json() as string[];
    const present = Object.entries(PERMISSION_CATALOGUE)
      .filter(([, i]) => i.exists)
      .map(([c]) => c);
    expect([...offered].sort()).toEqual([...present].sort());
    for (const [code, info] of Object.entries(PERMISSION_CATALOGUE)) if (!info.exists) expect(offered).not.toContain(code);
  });

  it('refuses an unknown permission code with a 400 naming permissions, on create and on replace', async () => {
    const created = await staff.inject({ method: 'POST', url: URL_, payload: { name: 'Checker', permissions: ['Platform|view_map'] } });
    expect(created.statusCode).toBe(200);
    for (const payload of [
      { group: created.json().id, permissions: ['Platform|view_map', 'Platform|root'] },
      { name: 'Sneaky', permissions: ['Move|view_move:everything'] },
    ]) {
      const res = await staff.inject({ method: 'POST', url: URL_, payload });
      expect(res.statusCode).toBe(400);
      expect(
        Object.keys(res.json()).every((k) => k === 'permissions' || k.startsWith('permissions.')),
        JSON.stringify(res.json()),
      ).toBe(true);
    }
    // A role may still hold permissions of modules not installed yet (they are kept, not offered).
    const missing = Object.entries(PERMISSION_CATALOGUE).find(([, i]) => !i.exists)?.[0];
    if (missing) {
      const kept = await staff.inject({ method: 'POST', url: URL_, payload: { group: created.json().id, permissions: [missing] } });
      expect(kept.json().permissions).toEqual([missing]);
    }
  });
});
