import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Me } from '@roadlens/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('users/me', () => {
  it('returns the full profile with the sign-in method', async () => {
    const c = await t.as('operator');
    const res = await c.inject({ method: 'GET', url: '/api/platform/users/me/' });
    expect(res.statusCode).toBe(200);
    const me = Me.parse(res.json());
    expect(me.auth_user.username).toBe('operator');
    expect(me.company.name).toBe('Demo City');
    expect(me.group?.name).toBe('Operator');
    expect(me.sign_in_method).toBe('password');
    // No per-user units: the company's apply.
    expect(me.measures).toEqual(me.company.measures);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/platform/users/me/' });
    expect(res.statusCode).toBe(401);
  });

  it('patches name, units, time zone and language', async () => {
    const c = await t.as('viewer');
    const res = await c.inject({
      method: 'PATCH',
      url: '/api/platform/users/me/',
      payload: { first_name: 'Vera', measures: { distance: 'mi', speed: 'mi__hr' }, time_zone: 'Europe/Berlin', language: 'tr' },
    });
    expect(res.statusCode).toBe(200);
    const me = Me.parse(res.json());
    expect(me.auth_user.first_name).toBe('Vera');
    expect(me.auth_user.last_name).toBe('Viewer');
    expect(me.measures).toEqual({ distance: 'mi', speed: 'mi__hr' });
    expect(me.time_zone).toBe('Europe/Berlin');
    expect(me.language).toBe('tr');
  });

  it('names the bad field', async () => {
    const c = await t.as('viewer');
    for (const [payload, field] of [
      [{ time_zone: 'Mars/Base' }, 'time_zone'],
      [{ language: 'xx' }, 'language'],
      [{ measures: { distance: 'parsec', speed: 'km__hr' } }, 'measures.distance'],
      [{ is_superuser: true }, 'non_field_errors'],
    ] as const) {
      const res = await c.inject({ method: 'PATCH', url: '/api/platform/users/me/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json()).join(), JSON.stringify(payload)).toContain(field === 'non_field_errors' ? '' : field);
    }
    const me = Me.parse((await c.inject({ method: 'GET', url: '/api/platform/users/me/' })).json());
    expect(me.auth_user.is_superuser).toBe(false);
  });

  it('refuses a patch without the CSRF token', async () => {
    const c = await t.as('viewer');
    const res = await c.inject({
      method: 'PATCH',
      url: '/api/platform/users/me/',
      payload: { first_name: 'X' },
      headers: { 'x-csrftoken': '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('my_permissions', () => {
  it('lists the role permissions; a superuser holds all', async () => {
    const viewer = await (await t.as('viewer')).inject({ method: 'GET', url: '/api/platform/users/my_permissions/' });
    expect(viewer.json()).toContain('Platform|view_map');
    expect(viewer.json()).not.toContain('Platform|manage_users');
    const admin = await (await t.as('admin')).inject({ method: 'GET', url: '/api/platform/users/my_permissions/' });
    expect(admin.json()).toContain('Platform|manage_users');
    const norole = await (await t.as('norole')).inject({ method: 'GET', url: '/api/platform/users/my_permissions/' });
    expect(norole.json()).toEqual([]);
  });
  it('answers 401 when signed out', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/platform/users/my_permissions/' })).statusCode).toBe(401);
  });
});

describe('company user administration', () => {
  it('lists only the caller company users, for admins only', async () => {
    const res = await (await t.as('staff')).inject({ method: 'GET', url: '/api/platform/users/' });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((u: { username: string }) => u.username);
    expect(names).toContain('viewer');
    expect(names).not.toContain('other');
    expect((await (await t.as('viewer')).inject({ method: 'GET', url: '/api/platform/users/' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: '/api/platform/users/' })).statusCode).toBe(401);
  });

  it('lists roles and permissions for admins', async () => {
    const staff = await t.as('staff');
    const groups = await staff.inject({ method: 'GET', url: '/api/platform/users/available_groups/' });
    expect(groups.statusCode).toBe(200);
    expect(groups.json().map((g: { name: string }) => g.name)).toEqual(['Admin', 'Operator', 'Viewer']);
    const perms = await staff.inject({ method: 'GET', url: '/api/platform/users/company_permissions/' });
    expect(perms.json()).toContain('Platform|manage_users');
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/platform/users/available_groups/' })).statusCode).toBe(403);
    expect((await viewer.inject({ method: 'GET', url: '/api/platform/users/company_permissions/' })).statusCode).toBe(403);
  });

  it('changes a role, refuses another company role and user, and disabling ends sessions', async () => {
    const staff = await t.as('staff');
    const groups = (await staff.inject({ method: 'GET', url: '/api/platform/users/available_groups/' })).json() as Array<{
      id: number;
      name: string;
    }>;
    const viewerRole = groups.find((g) => g.name === 'Viewer')!;
    const opId = t.ids.users.operator;

    const ok = await staff.inject({ method: 'PATCH', url: `/api/platform/users/${opId}/`, payload: { group: viewerRole.id } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().group).toEqual({ id: viewerRole.id, name: 'Viewer' });

    const otherGroup = await t.db.query<{ id: number }>('SELECT id FROM groups WHERE company_id = $1 LIMIT 1', [t.ids.companies.other]);
    const bad = await staff.inject({ method: 'PATCH', url: `/api/platform/users/${opId}/`, payload: { group: otherGroup.rows[0].id } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['group']);

    const foreign = await staff.inject({
      method: 'PATCH',
      url: `/api/platform/users/${t.ids.users.other}/`,
      payload: { is_active: false },
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await staff.inject({ method: 'PATCH', url: '/api/platform/users/99999999/', payload: { is_active: false } });
    expect(missing.statusCode).toBe(404);
    const badId = await staff.inject({ method: 'PATCH', url: '/api/platform/users/abc/', payload: { is_active: false } });
    expect(badId.statusCode).toBe(400);

    const victim = await t.as('terminal');
    expect((await victim.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(200);
    const off = await staff.inject({ method: 'PATCH', url: `/api/platform/users/${t.ids.users.terminal}/`, payload: { is_active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await victim.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(401);
    const left = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [t.ids.users.terminal]);
    expect(left.rows[0].n).toBe(0);

    const self = await staff.inject({ method: 'PATCH', url: `/api/platform/users/${staff.userId}/`, payload: { is_active: false } });
    expect(self.statusCode).toBe(400);
    expect(Object.keys(self.json())).toEqual(['is_active']);
  });

  it('refuses a viewer (403) and the signed-out (401)', async () => {
    const viewer = await t.as('viewer');
    expect(
      (await viewer.inject({ method: 'PATCH', url: `/api/platform/users/${t.ids.users.norole}/`, payload: { is_active: false } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.anon({ method: 'PATCH', url: `/api/platform/users/${t.ids.users.norole}/`, payload: { is_active: false } })).statusCode,
    ).toBe(401);
  });
});

describe('roles (company_permissions POST)', () => {
  it('creates a role, replaces its permissions, refuses unknown permissions, duplicates and another company role', async () => {
    const staff = await t.as('staff');
    const created = await staff.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { name: 'Auditor', permissions: ['Platform|view_map'] },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const dup = await staff.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { name: 'Auditor', permissions: [] },
    });
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json())).toEqual(['name']);
    const upd = await staff.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { group: id, permissions: ['Platform|view_report', 'Platform|view_map'] },
    });
    expect(upd.json().permissions).toEqual(['Platform|view_map', 'Platform|view_report']);
    const bad = await staff.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { group: id, permissions: ['Platform|root'] },
    });
    expect(bad.statusCode).toBe(400);
    const otherGroup = await t.db.query<{ id: number }>('SELECT id FROM groups WHERE company_id = $1 LIMIT 1', [t.ids.companies.other]);
    const foreign = await staff.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { group: otherGroup.rows[0].id, permissions: [] },
    });
    expect(foreign.statusCode).toBe(404);
    const viewer = await t.as('viewer');
    expect(
      (await viewer.inject({ method: 'POST', url: '/api/platform/users/company_permissions/', payload: { name: 'X', permissions: [] } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.anon({ method: 'POST', url: '/api/platform/users/company_permissions/', payload: { name: 'X', permissions: [] } }))
        .statusCode,
    ).toBe(401);
  });
});
