import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Mail, MailFolder, MailLabel, MailPagination, MailboxSettings, ListedMail } from '../model.ts';
import { db, resetMailboxDb } from './db.ts';
import { mailboxHandlers } from './handlers.ts';
import { slugify, uniqueSlug } from './slug.ts';

startMockServer(...mailboxHandlers);
beforeEach(() => resetMailboxDb());

type Page = { mails: ListedMail[] | null; pagination: MailPagination };
const mails = (query: string) => call<Page>(`api/apps/mailbox/mails?${query}`).then((r) => r.body);
const folderId = (slug: string) => db.folders.find((f) => f.slug === slug)!.id;
const labelId = (slug: string) => db.labels.find((l) => l.slug === slug)!.id;

describe('label slugs', () => {
  it('lower-cases, turns spaces into hyphens, collapses hyphens, then drops other characters', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('a  -  b')).toBe('a-b');
    expect(slugify('Q3 (draft)!')).toBe('q3-draft');
    expect(slugify('snake_case ok')).toBe('snake_case-ok');
    // Removal comes after collapsing, so hyphens that were separated by removed characters stay doubled.
    expect(slugify('a-!-b')).toBe('a--b');
    expect(slugify('Çay Saati')).toBe('ay-saati');
  });

  it('adds -1, -2 … until the slug is free', () => {
    expect(uniqueSlug('work', ['personal'])).toBe('work');
    expect(uniqueSlug('work', ['work'])).toBe('work-1');
    expect(uniqueSlug('work', ['work', 'work-1', 'work-2'])).toBe('work-3');
  });
});

describe('settings', () => {
  it('defaults to the right-hand layout and merges a patch', async () => {
    expect((await call<MailboxSettings>('api/apps/mailbox/settings')).body).toEqual({ messageLayout: 'right' });
    const res = await call<MailboxSettings>('api/apps/mailbox/settings', {
      method: 'PATCH',
      body: { settings: { messageLayout: 'full', density: 'compact' } },
    });
    expect(res.body).toEqual({ messageLayout: 'full', density: 'compact' });
    const again = await call<MailboxSettings>('api/apps/mailbox/settings', { method: 'PATCH', body: { settings: { density: 'cozy' } } });
    expect(again.body).toEqual({ messageLayout: 'full', density: 'cozy' });
  });

  it('rejects a patch without settings, naming the field', async () => {
    const res = await call('api/apps/mailbox/settings', { method: 'PATCH', body: {} });
    expect(res).toEqual({ status: 400, body: { settings: ['An object is required.'] } });
  });
});

describe('folders, filters and labels', () => {
  it('lists the six folders with their counts', async () => {
    const { body } = await call<MailFolder[]>('api/apps/mailbox/folders');
    expect(body.map((f) => f.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash', 'archive']);
    const inFolder = (slug: string) => db.mails.filter((m) => m.folder === folderId(slug));
    const count = (slug: string) => body.find((f) => f.slug === slug)!.count;
    expect(count('sent')).toBe(0);
    expect(count('trash')).toBe(0);
    expect(inFolder('trash').some((m) => m.unread)).toBe(true); // trash has unread mail, still 0
    expect(count('drafts')).toBe(inFolder('drafts').length);
    expect(count('spam')).toBe(inFolder('spam').length);
    expect(inFolder('spam').some((m) => !m.unread)).toBe(true); // spam counts read mail too
    expect(count('inbox')).toBe(inFolder('inbox').filter((m) => m.unread).length);
    expect(count('archive')).toBe(inFolder('archive').filter((m) => m.unread).length);
    expect(count('inbox')).toBeGreaterThan(0);
    expect(count('inbox')).toBeLessThan(inFolder('inbox').length);
  });

  it('recounts after a mail is read', async () => {
    const before = (await call<MailFolder[]>('api/apps/mailbox/folders')).body.find((f) => f.slug === 'inbox')!.count;
    const unread = db.mails.find((m) => m.folder === folderId('inbox') && m.unread)!;
    await call('api/apps/mailbox/mail', { method: 'PATCH', body: { id: unread.id, mail: { unread: false } } });
    const after = (await call<MailFolder[]>('api/apps/mailbox/folders')).body.find((f) => f.slug === 'inbox')!.count;
    expect(after).toBe(before - 1);
  });

  it('lists the filters and five coloured labels', async () => {
    expect((await call<{ slug: string }[]>('api/apps/mailbox/filters')).body.map((f) => f.slug)).toEqual([
      'starred',
      'important',
      'unread',
    ]);
    const labels = (await call<MailLabel[]>('api/apps/mailbox/labels')).body;
    expect(labels).toHaveLength(5);
    for (const l of labels)
      expect(l).toEqual({ id: expect.any(String), title: expect.any(String), slug: slugify(l.title), color: expect.stringMatching(/^#/) });
  });

  it('creates a label with a new id and a unique slug', async () => {
    const first = (await call<MailLabel>('api/apps/mailbox/label', { method: 'POST', body: { label: { title: 'Work', color: '#f00' } } }))
      .body;
    expect(first).toEqual({ id: expect.any(String), title: 'Work', slug: 'work-1', color: '#f00' });
    const second = (await call<MailLabel>('api/apps/mailbox/label', { method: 'POST', body: { label: { title: 'work' } } })).body;
    expect(second.slug).toBe('work-2');
    const fresh = (await call<MailLabel>('api/apps/mailbox/label', { method: 'POST', body: { label: { title: 'Road  Works!' } } })).body;
    expect(fresh.slug).toBe('road-works');
    expect(new Set([first.id, second.id, fresh.id]).size).toBe(3);
    expect((await call<MailLabel[]>('api/apps/mailbox/labels')).body).toHaveLength(8);
  });

  it('rejects a label without a title', async () => {
    expect(await call('api/apps/mailbox/label', { method: 'POST', body: { label: { title: ' ' } } })).toEqual({
      status: 400,
      body: { title: ['A title is required.'] },
    });
  });

  it('updates a label, recomputing the slug without the uniqueness check', async () => {
    const id = labelId('personal');
    const res = await call<MailLabel>('api/apps/mailbox/label', { method: 'PATCH', body: { id, label: { title: 'Work' } } });
    expect(res.body).toEqual({ id, title: 'Work', slug: 'work', color: '#0d9488' });
    expect(db.labels.filter((l) => l.slug === 'work')).toHaveLength(2);
    const colour = await call<MailLabel>('api/apps/mailbox/label', { method: 'PATCH', body: { id, label: { color: '#000' } } });
    expect(colour.body).toMatchObject({ title: 'Work', slug: 'work', color: '#000' });
  });

  it('answers null when updating a missing label', async () => {
    expect((await call('api/apps/mailbox/label', { method: 'PATCH', body: { id: 'nope', label: { title: 'x' } } })).body).toBeNull();
  });

  it('deletes a label and strips it from every mail', async () => {
    const id = labelId('work');
    expect(db.mails.some((m) => m.labels.includes(id))).toBe(true);
    expect((await call(`api/apps/mailbox/label?id=${id}`, { method: 'DELETE' })).body).toBe(true);
    expect(db.labels.map((l) => l.id)).not.toContain(id);
    expect(db.mails.some((m) => m.labels.includes(id))).toBe(false);
  });
});

describe('mail list', () => {
  it('has about a hundred deterministic sample mails over all six folders', () => {
    const ids = db.mails.map((m) => m.id);
    expect(db.mails.length).toBeGreaterThanOrEqual(95);
    expect(db.mails.length).toBeLessThanOrEqual(105);
    for (const f of db.folders) expect(db.mails.some((m) => m.folder === f.id)).toBe(true);
    expect(db.mails.some((m) => m.attachments.length > 0)).toBe(true);
    for (const a of db.mails.flatMap((m) => m.attachments))
      expect(a).toEqual({
        type: expect.any(String),
        name: expect.any(String),
        size: expect.any(Number),
        preview: expect.any(String),
        downloadUrl: '',
      });
    resetMailboxDb();
    expect(db.mails.map((m) => m.id)).toEqual(ids);
  });

  it('pages a folder, ten per page, newest first, with zero-based inclusive indexes', async () => {
    const total = db.mails.filter((m) => m.folder === folderId('inbox')).length;
    const lastPage = Math.ceil(total / 10);
    const [first, last] = await Promise.all([mails('folder=inbox'), mails(`folder=inbox&page=${lastPage}`)]);
    expect(first.pagination).toEqual({ totalResults: total, resultsPerPage: 10, currentPage: 1, lastPage, startIndex: 0, endIndex: 9 });
    expect(first.mails).toHaveLength(10);
    const dates = first.mails!.map((m) => Date.parse(m.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(last.pagination).toEqual({
      totalResults: total,
      resultsPerPage: 10,
      currentPage: lastPage,
      lastPage,
      startIndex: (lastPage - 1) * 10,
      endIndex: total - 1,
    });
    expect(last.mails).toHaveLength(total - (lastPage - 1) * 10);
    expect(Date.parse(first.mails![9].date)).toBeGreaterThanOrEqual(Date.parse(last.mails![0].date));
  });

  it('answers null mails and only lastPage past the last page', async () => {
    const total = db.mails.filter((m) => m.folder === folderId('inbox')).length;
    const body = await mails(`folder=inbox&page=${Math.ceil(total / 10) + 1}`);
    expect(body).toEqual({ mails: null, pagination: { lastPage: Math.ceil(total / 10) } });
  });

  it('pages exactly ten mails as one page with lastPage 1', async () => {
    const inbox = db.mails.filter((m) => m.folder === folderId('inbox'));
    db.mails = inbox.slice(0, 10);
    const [one, two] = await Promise.all([mails('folder=inbox'), mails('folder=inbox&page=2')]);
    expect(one.pagination).toMatchObject({ totalResults: 10, lastPage: 1, startIndex: 0, endIndex: 9 });
    expect(two).toEqual({ mails: null, pagination: { lastPage: 1 } });
  });

  it('answers an empty first page for an unknown folder or label, and for a bad page number falls back to 1', async () => {
    const empty = {
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    };
    const [folder, label, bad] = await Promise.all([mails('folder=nowhere'), mails('label=nothing'), mails('folder=inbox&page=abc')]);
    expect(folder).toEqual(empty);
    expect(label).toEqual(empty);
    expect(bad.pagination.currentPage).toBe(1);
  });

  it('filters by a boolean field and by label slug, and adds cc and bcc counts', async () => {
    const [starred, unread, work] = await Promise.all([mails('filter=starred'), mails('filter=unread&folder=inbox'), mails('label=work')]);
    expect(starred.pagination.totalResults).toBe(db.mails.filter((m) => m.starred).length);
    expect(starred.mails!.every((m) => m.starred)).toBe(true);
    expect(unread.pagination.totalResults).toBe(db.mails.filter((m) => m.unread && m.folder === folderId('inbox')).length);
    const workId = labelId('work');
    expect(work.pagination.totalResults).toBe(db.mails.filter((m) => m.labels.includes(workId)).length);
    expect(work.mails!.every((m) => m.labels.includes(workId))).toBe(true);
    const all = (await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) => mails(`page=${p}`)))).flatMap((p) => p.mails ?? []);
    expect(all).toHaveLength(db.mails.length);
    for (const m of all) {
      expect(m.ccCount).toBe(m.cc?.length ?? 0);
      expect(m.bccCount).toBe(m.bcc?.length ?? 0);
    }
    expect(all.some((m) => m.ccCount > 0) && all.some((m) => m.ccCount === 0 && m.cc === undefined)).toBe(true);
  });

  it('filters by an unknown field as an empty page', async () => {
    expect((await mails('filter=content')).pagination.totalResults).toBe(0);
  });

  it('waits about 625 ms like the template', async () => {
    const started = performance.now();
    await mails('folder=inbox');
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
  });
});

describe('one mail', () => {
  it('gets a mail by id, or null', async () => {
    const mail = db.mails[3];
    expect((await call<Mail>(`api/apps/mailbox/mail?id=${mail.id}`)).body).toEqual(mail);
    expect((await call(`api/apps/mailbox/mail?id=missing`)).body).toBeNull();
  });

  it('merges a patch: star, importance, read state, folder move and labels', async () => {
    const mail = db.mails.find((m) => m.folder === folderId('inbox') && !m.starred)!;
    const patch = { starred: true, important: true, unread: false, folder: folderId('archive'), labels: [labelId('payments')] };
    const res = await call<Mail>('api/apps/mailbox/mail', { method: 'PATCH', body: { id: mail.id, mail: { ...patch, id: 'hijack' } } });
    expect(res.body).toEqual({ ...mail, ...patch });
    const archived = await mails('folder=archive&label=payments');
    expect(archived.mails!.map((m) => m.id)).toContain(mail.id);
    expect((await call(`api/apps/mailbox/mail?id=hijack`)).body).toBeNull();
  });

  it('answers null when patching a missing mail', async () => {
    expect((await call('api/apps/mailbox/mail', { method: 'PATCH', body: { id: 'nope', mail: { starred: true } } })).body).toBeNull();
  });
});
