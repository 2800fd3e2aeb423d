// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { compareText } from '../../shared/compare-text.ts';
import { Contact, ContactTag, Country } from '../model.ts';
import { contactsHandlers } from './handlers.ts';
import { resetContactsDb } from './db.ts';

startMockServer(...contactsHandlers);
beforeEach(() => resetContactsDb());

const names = (list: Contact[]) => list.map((c) => c.name);
const isSorted = (list: string[]) => list.every((n, i) => i === 0 || compareText(list[i - 1], n) <= 0);

describe('contacts mock', () => {
  it('lists all contacts sorted by name, locale-aware', async () => {
    const { status, body } = await call<Contact[]>('api/apps/contacts/all');
    expect(status).toBe(200);
    expect(body.length).toBe(30);
    body.forEach((c) => Contact.parse(c));
    expect(isSorted(names(body))).toBe(true);
    // Locale-aware: Ö sorts with O and Ç with C, not after Z.
    expect(names(body).indexOf('Ömer Çelik')).toBeLessThan(names(body).indexOf('Rhodes Norton'));
    expect(names(body).indexOf('Çağla Yılmaz')).toBeLessThan(names(body).indexOf('Dejesus Michael'));
  });

  it('searches names case-insensitively by substring, sorted', async () => {
    const { body } = await call<Contact[]>('api/apps/contacts/search?query=ER');
    expect(body.length).toBeGreaterThan(1);
    expect(body.every((c) => c.name.toLowerCase().includes('er'))).toBe(true);
    expect(isSorted(names(body))).toBe(true);
    const { body: none } = await call<Contact[]>('api/apps/contacts/search?query=zzzz');
    expect(none).toEqual([]);
  });

  it('answers an empty search with every contact', async () => {
    const all = await call<Contact[]>('api/apps/contacts/all');
    expect((await call<Contact[]>('api/apps/contacts/search?query=')).body).toEqual(all.body);
    expect((await call<Contact[]>('api/apps/contacts/search')).body).toEqual(all.body);
  });

  it('gets one contact, and null for an unknown id', async () => {
    const [first] = (await call<Contact[]>('api/apps/contacts/all')).body;
    expect((await call<Contact>(`api/apps/contacts/contact?id=${first.id}`)).body).toEqual(first);
    const missing = await call('api/apps/contacts/contact?id=nope');
    expect(missing).toEqual({ status: 200, body: null });
  });

  it('creates a new contact at the front with the template fields', async () => {
    const { body } = await call<Contact>('api/apps/contacts/contact', { method: 'POST' });
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      job: { title: '', company: '' },
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const again = await call<Contact>('api/apps/contacts/contact', { method: 'POST' });
    expect(again.body.id).not.toBe(body.id);
    expect((await call<Contact>(`api/apps/contacts/contact?id=${body.id}`)).body?.name).toBe('New Contact');
    expect((await call<Contact[]>('api/apps/contacts/all')).body).toHaveLength(32);
  });

  it('merges a patch into the stored contact and returns it', async () => {
    const [first] = (await call<Contact[]>('api/apps/contacts/all')).body;
    const { body } = await call<Contact>('api/apps/contacts/contact', {
      method: 'PATCH',
      body: { id: first.id, contact: { name: 'Aaron Zed', title: 'Boss' } },
    });
    expect(body).toEqual({ ...first, name: 'Aaron Zed', title: 'Boss' });
    expect((await call<Contact>(`api/apps/contacts/contact?id=${first.id}`)).body).toEqual(body);
    expect((await call('api/apps/contacts/contact', { method: 'PATCH', body: { id: 'nope', contact: { name: 'x' } } })).body).toBeNull();
  });

  it('deletes a contact and answers true', async () => {
    const [first] = (await call<Contact[]>('api/apps/contacts/all')).body;
    expect((await call(`api/apps/contacts/contact?id=${first.id}`, { method: 'DELETE' })).body).toBe(true);
    expect((await call(`api/apps/contacts/contact?id=${first.id}`)).body).toBeNull();
    expect((await call<Contact[]>('api/apps/contacts/all')).body).toHaveLength(29);
  });

  it('lists about 240 countries including Kosovo and Timor-Leste', async () => {
    const { body } = await call<Country[]>('api/apps/contacts/countries');
    expect(body.length).toBeGreaterThanOrEqual(235);
    expect(body.length).toBeLessThanOrEqual(250);
    body.forEach((c) => Country.parse(c));
    expect(body.find((c) => c.name === 'Kosovo')).toMatchObject({ iso: 'xk', code: '+383' });
    expect(body.find((c) => c.name === 'Timor-Leste')).toMatchObject({ iso: 'tl', code: '+670' });
    expect(body.find((c) => c.iso === 'us')).toMatchObject({ code: '+1', flagImagePos: expect.stringMatching(/^-1px -\d+px$/) });
    expect(new Set(body.map((c) => c.iso)).size).toBe(body.length);
  });

  it('lists the seven sample tags', async () => {
    const { body } = await call<ContactTag[]>('api/apps/contacts/tags');
    expect(body.map((t) => ContactTag.parse(t).title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('creates a tag first with a new id, and merges a tag patch', async () => {
    const { body: created } = await call<ContactTag>('api/apps/contacts/tag', {
      method: 'POST',
      body: { tag: { title: 'Neighbours', id: 'mine' } },
    });
    expect(created.title).toBe('Neighbours');
    expect(created.id).not.toBe('mine');
    const tags = (await call<ContactTag[]>('api/apps/contacts/tags')).body;
    expect(tags[0]).toEqual(created);
    expect(tags).toHaveLength(8);
    const { body: patched } = await call<ContactTag>('api/apps/contacts/tag', {
      method: 'PATCH',
      body: { id: created.id, tag: { title: 'Neighbors' } },
    });
    expect(patched).toEqual({ id: created.id, title: 'Neighbors' });
    expect((await call<ContactTag[]>('api/apps/contacts/tags')).body[0].title).toBe('Neighbors');
  });

  it('deleting a tag strips it from every contact', async () => {
    const contacts = (await call<Contact[]>('api/apps/contacts/all')).body;
    const tags = (await call<ContactTag[]>('api/apps/contacts/tags')).body;
    const used = tags.find((t) => contacts.filter((c) => c.tags.includes(t.id)).length >= 2)!;
    expect(used).toBeDefined();
    expect((await call(`api/apps/contacts/tag?id=${used.id}`, { method: 'DELETE' })).body).toBe(true);
    expect((await call<ContactTag[]>('api/apps/contacts/tags')).body.map((t) => t.id)).not.toContain(used.id);
    const after = (await call<Contact[]>('api/apps/contacts/all')).body;
    expect(after.some((c) => c.tags.includes(used.id))).toBe(false);
    // Other tags stay where they were.
    const other = tags.find((t) => t.id !== used.id && contacts.some((c) => c.tags.includes(t.id)))!;
    expect(after.filter((c) => c.tags.includes(other.id)).length).toBe(contacts.filter((c) => c.tags.includes(other.id)).length);
  });

  it('stores an uploaded avatar file as an inline data URL', async () => {
    const [first] = (await call<Contact[]>('api/apps/contacts/all')).body;
    const form = new FormData();
    form.set('id', first.id);
    form.set('avatar', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    const { body } = await call<Contact>('api/apps/contacts/avatar', { method: 'POST', body: form });
    expect(body.id).toBe(first.id);
    expect(body.avatar).toBe('data:image/png;base64,iVBORw==');
    expect((await call<Contact>(`api/apps/contacts/contact?id=${first.id}`)).body.avatar).toBe('data:image/png;base64,iVBORw==');
  });

  it('accepts the avatar as a JSON {id, avatar} body too', async () => {
    const [, second] = (await call<Contact[]>('api/apps/contacts/all')).body;
    const { body } = await call<Contact>('api/apps/contacts/avatar', {
      method: 'POST',
      body: { id: second.id, avatar: 'data:image/gif;base64,R0lG' },
    });
    expect(body.avatar).toBe('data:image/gif;base64,R0lG');
    expect((await call('api/apps/contacts/avatar', { method: 'POST', body: { id: 'nope', avatar: 'data:,' } })).body).toBeNull();
  });

  it('generates the same sample data on every reset, with dates at 12:00 UTC', async () => {
    const first = (await call<Contact[]>('api/apps/contacts/all')).body;
    resetContactsDb();
    expect((await call<Contact[]>('api/apps/contacts/all')).body).toEqual(first);
    const birthdays = first.map((c) => c.birthday).filter(Boolean) as string[];
    expect(birthdays.length).toBeGreaterThan(20);
    expect(birthdays.every((b) => b.endsWith('T12:00:00.000Z'))).toBe(true);
    expect(first.some((c) => c.avatar === null)).toBe(true);
    expect(first.some((c) => c.background)).toBe(true);
  });
});
