import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mail outbox', () => {
  it('shows a superuser the kept mail for a recipient, newest first', async () => {
    await t.db.query(
      `INSERT INTO mail_outbox (recipient, subject, body) VALUES ('a@x.example', 'one', 'b1'), ('a@x.example', 'two', 'b2'), ('b@x.example', 'x', 'y')`,
    );
    const admin = await t.as('admin');
    const res = await admin.inject({ method: 'GET', url: '/api/platform/mail_outbox/?recipient=A@x.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((m: { subject: string }) => m.subject)).toEqual(['two', 'one']);
  });

  it('is closed to everyone else', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/platform/mail_outbox/' })).statusCode).toBe(401);
    // Staff and company admins are not instance operators.
    for (const u of ['staff', 'operator'])
      expect((await (await t.as(u)).inject({ method: 'GET', url: '/api/platform/mail_outbox/' })).statusCode).toBe(403);
    const bad = await (await t.as('admin')).inject({ method: 'GET', url: '/api/platform/mail_outbox/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['page']);
  });
});
