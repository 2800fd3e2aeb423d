import { delay, http, HttpResponse } from 'msw';
import { asObject, fieldError, readBody } from '../../shared/read-body.ts';
import type { Mail, MailLabel } from '../model.ts';
import { db } from './db.ts';
import { paginateMails, selectMails } from './list-mails.ts';
import { slugify, uniqueSlug } from './slug.ts';

const BASE = '*/api/apps/mailbox';
/** The template's simulated latency of the mail list. */
export const MAILS_DELAY_MS = 625;

// Folders whose badge shows every mail (drafts, spam), none (sent, trash) or the unread ones.
const COUNT_ALL = ['drafts', 'spam'];
const COUNT_NONE = ['sent', 'trash'];

export const mailboxHandlers = [
  http.get(`${BASE}/settings`, () => HttpResponse.json(db.settings)),

  http.patch(`${BASE}/settings`, async ({ request }) => {
    const settings = asObject((await readBody(request)).settings);
    if (!settings) return fieldError('settings', 'An object is required.');
    db.settings = { ...db.settings, ...settings };
    return HttpResponse.json(db.settings);
  }),

  http.get(`${BASE}/folders`, () =>
    HttpResponse.json(
      db.folders.map((folder) => {
        const inFolder = db.mails.filter((m) => m.folder === folder.id);
        const count = COUNT_NONE.includes(folder.slug)
          ? 0
          : COUNT_ALL.includes(folder.slug)
            ? inFolder.length
            : inFolder.filter((m) => m.unread).length;
        return { ...folder, count };
      }),
    ),
  ),

  http.get(`${BASE}/filters`, () => HttpResponse.json(db.filters)),

  http.get(`${BASE}/labels`, () => HttpResponse.json(db.labels)),

  http.post(`${BASE}/label`, async ({ request }) => {
    const input = asObject((await readBody(request)).label);
    if (typeof input?.title !== 'string' || !input.title.trim()) return fieldError('title', 'A title is required.');
    const label: MailLabel = {
      color: '#64748b',
      ...input,
      id: db.newId(),
      title: input.title,
      slug: uniqueSlug(
        slugify(input.title),
        db.labels.map((l) => l.slug),
      ),
    } as MailLabel;
    db.labels.push(label);
    return HttpResponse.json(label);
  }),

  http.patch(`${BASE}/label`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.labels.findIndex((l) => l.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    const merged = { ...db.labels[index], ...asObject(body.label), id: db.labels[index].id } as MailLabel;
    // On update the slug follows the title with no uniqueness check.
    db.labels[index] = { ...merged, slug: slugify(String(merged.title)) };
    return HttpResponse.json(db.labels[index]);
  }),

  http.delete(`${BASE}/label`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    db.labels = db.labels.filter((l) => l.id !== id);
    for (const mail of db.mails) mail.labels = mail.labels.filter((l) => l !== id);
    return HttpResponse.json(true);
  }),

  http.get(`${BASE}/mails`, async ({ request }) => {
    await delay(MAILS_DELAY_MS);
    const q = new URL(request.url).searchParams;
    const mails = selectMails(db, { folder: q.get('folder'), filter: q.get('filter'), label: q.get('label') });
    return HttpResponse.json(paginateMails(mails, q.get('page')));
  }),

  http.get(`${BASE}/mail`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return HttpResponse.json(db.mails.find((m) => m.id === id) ?? null);
  }),

  http.patch(`${BASE}/mail`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.mails.findIndex((m) => m.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.mails[index] = { ...db.mails[index], ...asObject(body.mail), id: db.mails[index].id } as Mail;
    return HttpResponse.json(db.mails[index]);
  }),
];
