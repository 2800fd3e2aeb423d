import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailedToken(email: string): Promise<string> {
  const { rows } = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
    email,
  ]);
  const m = /sign-up\?invitation=([^\s]+)/.exec(rows[0]?.body ?? '');
  if (!m) throw new Error('no invitation mail');
  return decodeURIComponent(m[1]);
}

describe('invitations', () => {
  it('invites, lists, resends, and the invitee signs up into the company with the role', async () => {
    const staff = await t.as('staff');
    const groups = (await staff.inject({ method: 'GET', url: '/api/platform/users/available_groups/' })).json() as Array<{
      id: number;
      name: string;
    }>;
    const viewerRole = groups.find((g) => g.name === 'Viewer')!;
    const created = await staff.inject({
      method: 'POST',
      url: '/api/platform/invitations/',
      payload: { email: 'new.person@example.org', group: viewerRole.id },
    });
    expect(created.statusCode).toBe(201);
    const inv = created.json();
    expect(inv.group).toEqual({ id: viewerRole.id, name: 'Viewer' });
    const firstToken = await mailedToken('new.person@example.org');

    const dup = await staff.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'NEW.person@example.org' } });
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json())).toEqual(['email']);

    const pending = await staff.inject({ method: 'GET', url: '/api/platform/invitations/pending/' });
    expect(pending.json().map((i: { id: number }) => i.id)).toContain(inv.id);

    const resent = await staff.inject({ method: 'PATCH', url: `/api/platform/invitations/${inv.id}/resend/` });
    expect(resent.statusCode).toBe(200);
    const token = await mailedToken('new.person@example.org');
    expect(token).not.toBe(firstToken);

    const preview = await t.anon({ method: 'GET', url: `/api/auth/invitation/?invitation=${encodeURIComponent(token)}` });
    expect(preview.json()).toEqual({ email: 'new.person@example.org', company_name: 'Demo City' });
    const stale = await t.anon({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { invitation: firstToken, username: 'newperson', password1: 'new-person-pass', password2: 'new-person-pass' },
    });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json())).toEqual(['invitation']);

    const mismatch = await t.anon({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { invitation: token, username: 'newperson', password1: 'new-person-pass', password2: 'x' },
    });
    expect(Object.keys(mismatch.json())).toEqual(['password2']);
    const taken = await t.anon({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { invitation: token, username: 'Viewer', password1: 'new-person-pass', password2: 'new-person-pass' },
    });
    expect(Object.keys(taken.json())).toEqual(['username']);

    const ok = await t.anon({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { invitation: token, username: 'newperson', first_name: 'New', password1: 'new-person-pass', password2: 'new-person-pass' },
    });
    expect(ok.statusCode).toBe(201);
    // Accepting signs the new user in, through the same session store as a password sign-in.
    const session = ok.cookies.find((c) => c.name === 'sessionid')?.value;
    const newcomer = await t.anon({ method: 'GET', url: '/api/platform/users/me/', headers: { cookie: `sessionid=${session}` } });
    expect(newcomer.json()).toMatchObject({ auth_user: { username: 'newperson' }, sign_in_method: 'password' });
    // The web app's path for the same operation refuses the used invitation the same way.
    const again = await t.anon({
      method: 'POST',
      url: '/api/platform/invitations/accept/',
      payload: { invitation: token, username: 'newperson2', password1: 'new-person-pass', password2: 'new-person-pass' },
    });
    expect(again.statusCode).toBe(400);

    const login = await t.anon({ method: 'POST', url: '/api/login/', payload: { username: 'newperson', password: 'new-person-pass' } });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/platform/users/me/', headers: { cookie } });
    expect(me.json().company.name).toBe('Demo City');
    expect(me.json().group.name).toBe('Viewer');
    expect((await staff.inject({ method: 'GET', url: '/api/platform/invitations/pending/' })).json()).toEqual([]);
  });

  it('answers alike for an address of another company’s user and a fresh one; only its own company’s users are reported', async () => {
    const admin = await t.as('admin');
    const otherEmail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [t.ids.users.other])).rows[0].email;
    const ownEmail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [t.ids.users.viewer])).rows[0].email;
    const invite = (email: string) => admin.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email } });
    // Comparable bodies: the id, address and times differ by nature, the shape and status must not.
    const shape = (res: { statusCode: number; json(): Record<string, unknown> }) => {
      const { id: _id, email: _email, created_at: _c, expires_at: _e, ...rest } = res.json();
      return { status: res.statusCode, keys: Object.keys(res.json()).sort(), rest };
    };
    const taken = await invite(otherEmail.toUpperCase());
    const fresh = await invite('nobody-here-yet@example.org');
    expect(taken.statusCode).toBe(201);
    expect(shape(taken)).toEqual(shape(fresh));
    // The other company's user is told by mail, with no sign-up link; the fresh address gets its link.
    const notice = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1)', [otherEmail]);
    expect(notice.rows.map((r) => r.body).join()).toMatch(/already has a Roadlens account/);
    expect(notice.rows.map((r) => r.body).join()).not.toMatch(/sign-up\?invitation=/);
    expect(await mailedToken('nobody-here-yet@example.org')).toBeTruthy();
    // A second try answers alike as well (a pending invitation either way).
    expect(shape(await invite(otherEmail)).status).toBe((await invite('nobody-here-yet@example.org')).statusCode);

    const own = await invite(ownEmail);
    expect(own.statusCode).toBe(400);
    expect(Object.keys(own.json())).toEqual(['email']);
  });

  it('refuses, naming the invitation, a sign-up whose address got an account elsewhere meanwhile', async () => {
    const admin = await t.as('admin');
    expect(
      (await admin.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'meanwhile@example.org' } })).statusCode,
    ).toBe(201);
    const token = await mailedToken('meanwhile@example.org');
    await t.db.query(
      `INSERT INTO users (company_id, username, email, time_zone) VALUES ($1, 'meanwhile', 'meanwhile@example.org', 'UTC')`,
      [t.ids.companies.other],
    );
    const res = await t.anon({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { invitation: token, username: 'meanwhile2', password1: 'new-person-pass', password2: 'new-person-pass' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['invitation']);
  });

  it('refuses another company role (400), other company invitations (404), viewers (403) and the signed-out (401)', async () => {
    const staff = await t.as('staff');
    const otherGroup = await t.db.query<{ id: number }>('SELECT id FROM groups WHERE company_id = $1 LIMIT 1', [t.ids.companies.other]);
    const bad = await staff.inject({
      method: 'POST',
      url: '/api/platform/invitations/',
      payload: { email: 'x1@example.org', group: otherGroup.rows[0].id },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['group']);
    const badEmail = await staff.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'nope' } });
    expect(Object.keys(badEmail.json())).toEqual(['email']);

    // An invitation of another company, made directly in the database.
    const foreign = await t.db.query<{ id: number }>(
      `INSERT INTO invitations (company_id, email, token_hash, expires_at) VALUES ($1, 'f@example.org', 'h-foreign', now() + interval '1 day') RETURNING id`,
      [t.ids.companies.other],
    );
    const fid = foreign.rows[0].id;
    expect((await staff.inject({ method: 'PATCH', url: `/api/platform/invitations/${fid}/resend/` })).statusCode).toBe(404);
    expect((await staff.inject({ method: 'DELETE', url: `/api/platform/invitations/${fid}/` })).statusCode).toBe(404);
    expect((await staff.inject({ method: 'DELETE', url: '/api/platform/invitations/999999/' })).statusCode).toBe(404);

    const viewer = await t.as('viewer');
    expect(
      (await viewer.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'x2@example.org' } })).statusCode,
    ).toBe(403);
    expect((await viewer.inject({ method: 'GET', url: '/api/platform/invitations/pending/' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: '/api/platform/invitations/pending/' })).statusCode).toBe(401);
    expect((await t.anon({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'x3@example.org' } })).statusCode).toBe(
      401,
    );

    const mine = await staff.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'x4@example.org' } });
    expect((await staff.inject({ method: 'DELETE', url: `/api/platform/invitations/${mine.json().id}/` })).statusCode).toBe(204);
  });
});

describe('CSRF on the identity routes', () => {
  // Each unsafe route with a body that would change something if the request got through.
  const routes: Array<{ method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object; user: string }> = [
    { method: 'PATCH', url: '/api/platform/users/me/', payload: { first_name: 'Hacked' }, user: 'viewer' },
    { method: 'POST', url: '/api/platform/users/re_generate_token/', user: 'viewer' },
    { method: 'POST', url: '/api/platform/users/update_two_fa/', payload: { enabled: false, code: '123456' }, user: 'viewer' },
    {
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: TEST_PASSWORD, new_password1: 'csrf-pass-99', new_password2: 'csrf-pass-99' },
      user: 'viewer',
    },
    { method: 'PATCH', url: '/api/platform/users/__norole__/', payload: { is_active: false }, user: 'staff' },
    { method: 'POST', url: '/api/platform/users/company_permissions/', payload: { name: 'CSRF role', permissions: [] }, user: 'staff' },
    { method: 'POST', url: '/api/platform/invitations/', payload: { email: 'csrf@example.org' }, user: 'staff' },
    { method: 'POST', url: '/api/logout/', user: 'viewer' },
  ];

  it('refuses a missing token, a wrong token, another session token and a foreign Origin, with no change', async () => {
    const before = await snapshot();
    for (const r of routes) {
      const c = await t.as(r.user);
      const other = await t.as('operator');
      const url = r.url.replace('__norole__', String(t.ids.users.norole));
      const cases = [
        { 'x-csrftoken': '' },
        { 'x-csrftoken': 'wrong-token' },
        { 'x-csrftoken': other.csrfToken },
        { origin: 'https://evil.example' },
      ];
      for (const headers of cases) {
        const res = await c.inject({ method: r.method, url, payload: r.payload, headers });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(headers)}`).toBe(403);
      }
      // The session survived (logout was refused too).
      expect((await c.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets a valid request through', async () => {
    const c = await t.as('viewer');
    expect((await c.inject({ method: 'PATCH', url: '/api/platform/users/me/', payload: { last_name: 'Valid' } })).statusCode).toBe(200);
  });
});

async function snapshot() {
  const q = async (sql: string) => (await t.db.query(sql)).rows;
  return {
    users: await q('SELECT id, first_name, is_active, password_hash, two_fa_enabled FROM users ORDER BY id'),
    keys: await q('SELECT user_id, key_hash FROM api_keys ORDER BY user_id'),
    groups: await q('SELECT id, name FROM groups ORDER BY id'),
    invitations: await q('SELECT id FROM invitations ORDER BY id'),
  };
}
