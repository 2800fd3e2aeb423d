import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Note, NoteLabel } from '../model.ts';
import { db, resetNotesDb } from './db.ts';
import { notesHandlers } from './handlers.ts';

startMockServer(...notesHandlers);
beforeEach(() => resetNotesDb());

const all = () => call<Note[]>('api/apps/notes/all').then((r) => r.body);

describe('notes', () => {
  it('lists every note newest first with its labels expanded, archived ones included', async () => {
    const notes = await all();
    expect(notes).toHaveLength(db.notes.length);
    expect(notes.map((n) => n.createdAt)).toEqual([...notes.map((n) => n.createdAt)].sort().reverse());
    const stored = db.notes.find((n) => n.labels.length === 2)!;
    const listed = notes.find((n) => n.id === stored.id)!;
    expect(listed.labels).toEqual(stored.labels.map((id) => db.labels.find((l) => l.id === id)));
    expect(notes.some((n) => n.archived) && notes.some((n) => !n.archived)).toBe(true);
  });

  it('creates a note with a new id and timestamps, accepting label ids or objects', async () => {
    const [work, family] = db.labels.filter((l) => ['Work', 'Family'].includes(l.title));
    const res = await call<Note>('api/apps/notes', {
      method: 'POST',
      body: { note: { id: 'mine', title: 'New', content: 'Text', labels: [work.id, family], tasks: [{ content: 'a' }] } },
    });
    expect(res.body).toMatchObject({ title: 'New', content: 'Text', archived: false, image: null, reminder: null, updatedAt: null });
    expect(res.body.id).not.toBe('mine');
    expect(res.body.labels.map((l) => l.title).sort()).toEqual(['Family', 'Work']);
    expect(res.body.tasks).toEqual([{ id: expect.any(String), content: 'a', completed: false }]);
    expect(db.notes.find((n) => n.id === res.body.id)!.labels).toEqual([work.id, family.id]);
    expect((await all())[0].id).toBe(res.body.id);
    expect((await call('api/apps/notes', { method: 'POST', body: {} })).status).toBe(400);
  });

  it('updates a note by merging, archives it and stamps updatedAt', async () => {
    const note = db.notes.find((n) => !n.archived)!;
    const res = await call<Note>('api/apps/notes', {
      method: 'PATCH',
      body: { updatedNote: { id: note.id, archived: true, title: 'Moved', createdAt: 'x' } },
    });
    expect(res.body).toMatchObject({ id: note.id, title: 'Moved', content: note.content, archived: true, createdAt: note.createdAt });
    expect(Date.parse(res.body.updatedAt!)).toBeGreaterThan(Date.now() - 5_000);
    expect((await call('api/apps/notes', { method: 'PATCH', body: { updatedNote: { id: 'nope', title: 'x' } } })).body).toBeNull();
  });

  it('deletes a note', async () => {
    const id = db.notes[0].id;
    expect((await call(`api/apps/notes?id=${id}`, { method: 'DELETE' })).body).toBe(true);
    expect((await all()).map((n) => n.id)).not.toContain(id);
  });

  it('adds a task to a note given as object or id', async () => {
    const note = db.notes.find((n) => n.tasks.length > 0)!;
    const before = note.tasks.length;
    const res = await call<Note>('api/apps/notes/tasks', { method: 'POST', body: { note: { id: note.id }, task: 'Bring a ladder' } });
    expect(res.body.tasks).toHaveLength(before + 1);
    expect(res.body.tasks.at(-1)).toEqual({ id: expect.any(String), content: 'Bring a ladder', completed: false });
    expect(res.body.labels[0]).toHaveProperty('title');
    const again = await call<Note>('api/apps/notes/tasks', { method: 'POST', body: { note: note.id, task: 'And gloves' } });
    expect(again.body.tasks).toHaveLength(before + 2);
    expect((await call('api/apps/notes/tasks', { method: 'POST', body: { note: note.id, task: '' } })).body).toEqual({
      task: ['The task text is required.'],
    });
  });
});

describe('note labels', () => {
  it('creates, renames and lists labels', async () => {
    const created = await call<NoteLabel[]>('api/apps/notes/labels', { method: 'POST', body: { title: 'Ideas' } });
    const ideas = created.body.find((l) => l.title === 'Ideas')!;
    expect(created.body).toHaveLength(7);
    const renamed = await call<NoteLabel[]>('api/apps/notes/labels', {
      method: 'PATCH',
      body: { label: { id: ideas.id, title: 'Big ideas' } },
    });
    expect(renamed.body.find((l) => l.id === ideas.id)!.title).toBe('Big ideas');
    expect((await call<NoteLabel[]>('api/apps/notes/labels')).body).toEqual(renamed.body);
    expect((await call('api/apps/notes/labels', { method: 'POST', body: { title: '' } })).status).toBe(400);
  });

  it('deletes a label and strips it from every note', async () => {
    const work = db.labels.find((l) => l.title === 'Work')!;
    expect(db.notes.some((n) => n.labels.includes(work.id))).toBe(true);
    const res = await call<NoteLabel[]>(`api/apps/notes/labels?id=${work.id}`, { method: 'DELETE' });
    expect(res.body.map((l) => l.id)).not.toContain(work.id);
    expect(db.notes.some((n) => n.labels.includes(work.id))).toBe(false);
    expect((await all()).flatMap((n) => n.labels).some((l) => l.id === work.id)).toBe(false);
  });
});
