import { http, HttpResponse } from 'msw';
import { asObject, fieldError, readBody } from '../../shared/read-body.ts';
import type { NoteTask, StoredNote } from '../model.ts';
import { db, expand } from './db.ts';

const BASE = '*/api/apps/notes';
const idParam = (request: Request) => new URL(request.url).searchParams.get('id');
const labelIds = (labels: unknown): string[] | undefined =>
  Array.isArray(labels)
    ? labels.flatMap((l: unknown) => (typeof l === 'string' ? [l] : typeof asObject(l)?.id === 'string' ? [asObject(l)!.id as string] : []))
    : undefined;

// Note fields a client may set; id and the timestamps are the server's.
function noteFields(input: Record<string, unknown>): Partial<StoredNote> {
  const { id: _id, createdAt: _c, updatedAt: _u, labels, ...rest } = input;
  const ids = labelIds(labels);
  return { ...(rest as Partial<StoredNote>), ...(ids ? { labels: ids } : {}) };
}

const newestFirst = (a: StoredNote, b: StoredNote) => b.createdAt.localeCompare(a.createdAt);

export const notesHandlers = [
  // Label calls answer the whole label list, as the template's do.
  http.get(`${BASE}/labels`, () => HttpResponse.json(db.labels)),

  http.post(`${BASE}/labels`, async ({ request }) => {
    const { title } = await readBody(request);
    if (typeof title !== 'string' || !title.trim()) return fieldError('title', 'A title is required.');
    db.labels.push({ id: db.newId(), title: title.trim() });
    return HttpResponse.json(db.labels);
  }),

  http.patch(`${BASE}/labels`, async ({ request }) => {
    const label = asObject((await readBody(request)).label);
    const index = db.labels.findIndex((l) => l.id === label?.id);
    if (index >= 0)
      db.labels[index] = {
        ...db.labels[index],
        ...(typeof label?.title === 'string' && label.title.trim() ? { title: label.title.trim() } : {}),
      };
    return HttpResponse.json(db.labels);
  }),

  http.delete(`${BASE}/labels`, ({ request }) => {
    const id = idParam(request);
    db.labels = db.labels.filter((l) => l.id !== id);
    for (const note of db.notes) note.labels = note.labels.filter((l) => l !== id);
    return HttpResponse.json(db.labels);
  }),

  http.post(`${BASE}/tasks`, async ({ request }) => {
    const body = await readBody(request);
    const noteId = typeof body.note === 'string' ? body.note : asObject(body.note)?.id;
    if (typeof body.task !== 'string' || !body.task.trim()) return fieldError('task', 'The task text is required.');
    const note = db.notes.find((n) => n.id === noteId);
    if (!note) return HttpResponse.json(null);
    const task: NoteTask = { id: db.newId(), content: body.task.trim(), completed: false };
    note.tasks = [...note.tasks, task];
    note.updatedAt = new Date().toISOString();
    return HttpResponse.json(expand(note));
  }),

  http.get(`${BASE}/all`, () => HttpResponse.json([...db.notes].sort(newestFirst).map(expand))),

  http.post(BASE, async ({ request }) => {
    const input = asObject((await readBody(request)).note);
    if (!input) return fieldError('note', 'A note is required.');
    const note: StoredNote = {
      title: '',
      content: '',
      tasks: [],
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      ...noteFields(input),
      id: db.newId(),
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    note.tasks = (note.tasks ?? []).map((t: Partial<NoteTask>) => ({
      content: String(t.content ?? ''),
      completed: Boolean(t.completed),
      id: t.id || db.newId(),
    }));
    db.notes.push(note);
    return HttpResponse.json(expand(note));
  }),

  http.patch(BASE, async ({ request }) => {
    const input = asObject((await readBody(request)).updatedNote);
    const index = db.notes.findIndex((n) => n.id === input?.id);
    if (!input || index < 0) return HttpResponse.json(null);
    db.notes[index] = { ...db.notes[index], ...noteFields(input), updatedAt: new Date().toISOString() };
    return HttpResponse.json(expand(db.notes[index]));
  }),

  http.delete(BASE, ({ request }) => {
    const id = idParam(request);
    db.notes = db.notes.filter((n) => n.id !== id);
    return HttpResponse.json(true);
  }),
];
