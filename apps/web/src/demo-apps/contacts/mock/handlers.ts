import { http, HttpResponse } from 'msw';
import { compareText, includesText } from '../../shared/compare-text.ts';
import type { Contact, ContactTag } from '../model.ts';
import { db } from './db.ts';

const BASE = '*/api/apps/contacts';

const byName = (list: Contact[]) => [...list].sort((a, b) => compareText(a.name, b.name));
const queryParam = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
const jsonBody = async <T>(request: Request): Promise<Partial<T>> => ((await request.json().catch(() => null)) ?? {}) as Partial<T>;

async function fileToDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The contacts calls, written like server routes over the in-memory store. */
export const contactsHandlers = [
  http.get(`${BASE}/all`, () => HttpResponse.json(byName(db.contacts))),

  http.get(`${BASE}/search`, ({ request }) => {
    const query = queryParam(request, 'query') ?? '';
    // An empty query lists everyone.
    return HttpResponse.json(byName(query ? db.contacts.filter((c) => includesText(c.name, query)) : db.contacts));
  }),

  http.get(`${BASE}/contact`, ({ request }) => HttpResponse.json(db.contacts.find((c) => c.id === queryParam(request, 'id')) ?? null)),

  http.post(`${BASE}/contact`, () => {
    const contact: Contact = {
      id: db.ids.guid(),
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
    };
    db.contacts.unshift(contact);
    return HttpResponse.json(contact);
  }),

  http.patch(`${BASE}/contact`, async ({ request }) => {
    const { id, contact } = await jsonBody<{ id: string; contact: Partial<Contact> }>(request);
    const index = db.contacts.findIndex((c) => c.id === id);
    if (index < 0) return HttpResponse.json(null);
    db.contacts[index] = { ...db.contacts[index], ...contact, id: db.contacts[index].id };
    return HttpResponse.json(db.contacts[index]);
  }),

  http.delete(`${BASE}/contact`, ({ request }) => {
    const id = queryParam(request, 'id');
    db.contacts = db.contacts.filter((c) => c.id !== id);
    return HttpResponse.json(true);
  }),

  http.get(`${BASE}/countries`, () => HttpResponse.json(db.countries)),

  http.get(`${BASE}/tags`, () => HttpResponse.json(db.tags)),

  http.post(`${BASE}/tag`, async ({ request }) => {
    const { tag } = await jsonBody<{ tag: Partial<ContactTag> }>(request);
    const created: ContactTag = { title: '', ...tag, id: db.ids.guid() };
    db.tags.unshift(created);
    return HttpResponse.json(created);
  }),

  http.patch(`${BASE}/tag`, async ({ request }) => {
    const { id, tag } = await jsonBody<{ id: string; tag: Partial<ContactTag> }>(request);
    const index = db.tags.findIndex((t) => t.id === id);
    if (index < 0) return HttpResponse.json(null);
    db.tags[index] = { ...db.tags[index], ...tag, id: db.tags[index].id };
    return HttpResponse.json(db.tags[index]);
  }),

  http.delete(`${BASE}/tag`, ({ request }) => {
    const id = queryParam(request, 'id');
    db.tags = db.tags.filter((t) => t.id !== id);
    // A deleted tag disappears from every contact that carried it.
    db.contacts = db.contacts.map((c) => (c.tags.includes(id ?? '') ? { ...c, tags: c.tags.filter((t) => t !== id) } : c));
    return HttpResponse.json(true);
  }),

  http.post(`${BASE}/avatar`, async ({ request }) => {
    let id: string | null;
    let avatar: string | null;
    if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      const form = await request.formData();
      id = String(form.get('id') ?? '');
      const file = form.get('avatar');
      avatar = file instanceof Blob ? await fileToDataUrl(file) : null;
    } else {
      const body = await jsonBody<{ id: string; avatar: string }>(request);
      id = body.id ?? null;
      avatar = typeof body.avatar === 'string' ? body.avatar : null;
    }
    const contact = db.contacts.find((c) => c.id === id);
    if (!contact || !avatar) return HttpResponse.json(null);
    contact.avatar = avatar;
    return HttpResponse.json(contact);
  }),
];
