import { http, HttpResponse } from 'msw';
import { asObject, readBody } from '../../shared/read-body.ts';
import { compareText } from '../../shared/compare-text.ts';
import type { Chat } from '../model.ts';
import { db } from './db.ts';

const BASE = '*/api/apps/chat';
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The chat calls, written like server routes over the in-memory store. */
export const chatHandlers = [
  http.get(`${BASE}/chats`, () => HttpResponse.json(db.chats)),

  http.get(`${BASE}/chat`, ({ request }) => HttpResponse.json(db.chats.find((c) => c.id === param(request, 'id')) ?? null)),

  http.patch(`${BASE}/chat`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.chats.findIndex((c) => c.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.chats[index] = { ...db.chats[index], ...(asObject(body.chat) as Partial<Chat>), id: db.chats[index].id };
    return HttpResponse.json(db.chats[index]);
  }),

  // The list leaves out details and attachments; GET contact has everything.
  http.get(`${BASE}/contacts`, () =>
    HttpResponse.json(
      [...db.contacts]
        .sort((a, b) => compareText(a.name, b.name))
        .map(({ details: _details, attachments: _attachments, ...contact }) => contact),
    ),
  ),

  http.get(`${BASE}/contact`, ({ request }) => HttpResponse.json(db.contacts.find((c) => c.id === param(request, 'id')) ?? null)),

  http.get(`${BASE}/profile`, () => HttpResponse.json(db.profile)),
];
