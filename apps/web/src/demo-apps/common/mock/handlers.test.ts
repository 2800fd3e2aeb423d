import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Message, MockUser, Notification, SearchGroup, Shortcut } from '../model.ts';
import { db, resetCommonDb } from './db.ts';
import { commonHandlers } from './handlers.ts';

startMockServer(...commonHandlers);
beforeEach(() => resetCommonDb());

describe.each([
  ['messages', 'message'],
  ['notifications', 'notification'],
] as const)('%s', (path, key) => {
  const list = () => call<(Message | Notification)[]>(`api/common/${path}`).then((r) => r.body);

  it('lists every item, not paged', async () => {
    const items = await list();
    expect(items.length).toBe(db[path].length);
    expect(items.some((i) => i.read) && items.some((i) => !i.read)).toBe(true);
  });

  it(`creates from {${key}: {...}} and from the bare item, first, unread, with a new id`, async () => {
    const wrapped = await call<Message>(`api/common/${path}`, { method: 'POST', body: { [key]: { id: 'mine', title: 'Wrapped' } } });
    expect(wrapped.body).toMatchObject({ title: 'Wrapped', read: false, time: expect.any(String) });
    expect(wrapped.body.id).not.toBe('mine');
    const bare = await call<Message>(`api/common/${path}`, { method: 'POST', body: { title: 'Bare', read: true } });
    expect(bare.body).toMatchObject({ title: 'Bare', read: true });
    expect((await list()).slice(0, 2).map((i) => i.id)).toEqual([bare.body.id, wrapped.body.id]);
  });

  it(`updates from {id, ${key}} and from {id, ...fields}, or answers null`, async () => {
    const item = db[path][0];
    const a = await call<Message>(`api/common/${path}`, { method: 'PATCH', body: { id: item.id, [key]: { title: 'Renamed', id: 'x' } } });
    expect(a.body).toEqual({ ...item, title: 'Renamed' });
    const b = await call<Message>(`api/common/${path}`, { method: 'PATCH', body: { id: item.id, read: true } });
    expect(b.body).toMatchObject({ id: item.id, title: 'Renamed', read: true });
    expect((await call(`api/common/${path}`, { method: 'PATCH', body: { id: 'nope', read: true } })).body).toBeNull();
  });

  it('deletes by id, answering the removed item', async () => {
    const item = db[path][1];
    expect((await call(`api/common/${path}?id=${item.id}`, { method: 'DELETE' })).body).toEqual(item);
    expect((await list()).map((i) => i.id)).not.toContain(item.id);
    expect((await call(`api/common/${path}?id=${item.id}`, { method: 'DELETE' })).body).toBeNull();
  });

  it('marks all as read and seen', async () => {
    expect((await call(`api/common/${path}/mark-all-as-read`)).body).toBe(true);
    expect((await list()).every((i) => i.read && i.seen)).toBe(true);
  });

  it('toggle-read-status sets read to the value sent, else flips it', async () => {
    const unread = db[path].find((i) => !i.read)!;
    const url = `api/common/${path}/toggle-read-status`;
    expect((await call<Message>(url, { method: 'POST', body: { id: unread.id } })).body.read).toBe(true);
    expect((await call<Message>(url, { method: 'POST', body: { id: unread.id } })).body.read).toBe(false);
    expect((await call<Message>(url, { method: 'POST', body: { id: unread.id, read: false } })).body.read).toBe(false);
    expect((await call<Message>(url, { method: 'POST', body: { [key]: { id: unread.id, read: true } } })).body.read).toBe(true);
    expect((await call<Message>(url, { method: 'POST', body: { id: unread.id, read: true } })).body.read).toBe(true);
    expect((await call(url, { method: 'POST', body: { id: 'nope' } })).body).toBeNull();
  });
});

describe('messages in the core shape', () => {
  it('accepts {message: "text"} and {id, message: "text"}', async () => {
    const created = await call<Message>('api/common/messages', { method: 'POST', body: { message: 'Sensor 12 is back', read: false } });
    expect(created.body).toMatchObject({ message: 'Sensor 12 is back', read: false });
    const updated = await call<Message>('api/common/messages', {
      method: 'PATCH',
      body: { id: created.body.id, message: 'Sensor 12 is back online' },
    });
    expect(updated.body).toMatchObject({ id: created.body.id, message: 'Sensor 12 is back online' });
  });
});

describe('shortcuts', () => {
  it('creates, updates and deletes with {shortcut} and {id, shortcut}', async () => {
    const created = (
      await call<Shortcut>('api/common/shortcuts', {
        method: 'POST',
        body: { shortcut: { label: 'Map', icon: 'MapOutlined', link: '/dashboard/main/map' } },
      })
    ).body;
    expect(created).toEqual({
      id: expect.any(String),
      label: 'Map',
      description: '',
      icon: 'MapOutlined',
      link: '/dashboard/main/map',
      useRouter: true,
    });
    expect((await call<Shortcut[]>('api/common/shortcuts')).body[0]).toEqual(created);
    const updated = (
      await call<Shortcut>('api/common/shortcuts', { method: 'PATCH', body: { id: created.id, shortcut: { label: 'Live map' } } })
    ).body;
    expect(updated).toEqual({ ...created, label: 'Live map' });
    expect((await call(`api/common/shortcuts?id=${created.id}`, { method: 'DELETE' })).body).toEqual(updated);
    expect((await call<Shortcut[]>('api/common/shortcuts')).body.map((s) => s.id)).not.toContain(created.id);
  });
});

describe('search', () => {
  const find = (query: unknown) =>
    call<{ results: SearchGroup[] }>('api/common/search', { method: 'POST', body: { query } }).then((r) => r.body.results);

  it('finds nothing for an empty query', async () => {
    expect(await find('')).toEqual([]);
    expect(await find('   ')).toEqual([]);
    expect(await find(undefined)).toEqual([]);
  });

  it('groups contacts, pages and tasks, leaving out empty groups', async () => {
    const groups = await find('MAIL');
    expect(groups.map((g) => g.id)).toEqual(['pages']);
    expect(groups[0]).toMatchObject({ label: 'Pages', results: [{ value: 'Mailbox', link: '/apps/mailbox' }] });

    const detector = await find('detector');
    expect(detector.map((g) => g.id)).toEqual(['tasks']);
    expect(detector[0].results.every((r) => r.link === `/apps/tasks/${r.id}` && String(r.value).toLowerCase().includes('detector'))).toBe(
      true,
    );

    const an = await find('an');
    expect(an.map((g) => g.id)).toEqual(['contacts', 'pages', 'tasks']);
    const contact = an[0].results[0];
    expect(contact.link).toBe(`/apps/contacts/${contact.id}`);
    expect(String(contact.value).toLowerCase()).toContain('an');
  });

  it('matches contacts by name in any case', async () => {
    const groups = await find('ömer');
    expect(groups.map((g) => g.id)).toEqual(['contacts']);
    expect(groups[0].results.map((r) => r.value)).toEqual(['Ömer Çelik']);
  });
});

describe('user', () => {
  it('answers the mock user, Owner and online, and merges a patch', async () => {
    const user = (await call<MockUser>('api/common/user')).body;
    expect(user).toMatchObject({
      name: expect.any(String),
      email: expect.stringContaining('@'),
      role: 'Owner',
      status: 'online',
      company: expect.any(String),
      timezone: expect.any(String),
    });
    const away = (await call<MockUser>('api/common/user', { method: 'PATCH', body: { user: { status: 'away', id: 'x' } } })).body;
    expect(away).toEqual({ ...user, status: 'away' });
    const bare = (await call<MockUser>('api/common/user', { method: 'PATCH', body: { name: 'Brian H.' } })).body;
    expect(bare).toEqual({ ...user, status: 'away', name: 'Brian H.' });
  });
});
