import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Task, TaskMember, TaskTag } from '../model.ts';
import { db, resetTasksDb } from './db.ts';
import { tasksHandlers } from './handlers.ts';

startMockServer(...tasksHandlers);
beforeEach(() => resetTasksDb());

const all = () => call<Task[]>('api/apps/tasks/all').then((r) => r.body);
const search = (q: string) => call<Task[] | null>(`api/apps/tasks/search?query=${encodeURIComponent(q)}`).then((r) => r.body);

describe('tasks', () => {
  it('lists sections and tasks sorted by order, with priorities 0–2', async () => {
    db.tasks.reverse(); // storage order must not leak into the answer
    const tasks = await all();
    expect(tasks.map((t) => t.order)).toEqual(tasks.map((_, i) => i));
    expect(new Set(tasks.map((t) => t.type))).toEqual(new Set(['task', 'section']));
    expect(tasks.every((t) => [0, 1, 2].includes(t.priority))).toBe(true);
  });

  it('creates an empty, open, priority-1, untagged task placed first', async () => {
    const before = await all();
    const res = await call<Task>('api/apps/tasks/task', { method: 'POST', body: { type: 'task' } });
    expect(res.body).toEqual({
      id: expect.any(String),
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    });
    const after = await all();
    expect(after[0].id).toBe(res.body.id);
    expect(after.slice(1).map((t) => t.id)).toEqual(before.map((t) => t.id));
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i));
  });

  it('creates a section the same way, and rejects another type', async () => {
    const section = await call<Task>('api/apps/tasks/task', { method: 'POST', body: { type: 'section' } });
    expect(section.body).toMatchObject({ type: 'section', title: '', completed: false, priority: 1, tags: [] });
    expect((await all())[0].id).toBe(section.body.id);
    expect(await call('api/apps/tasks/task', { method: 'POST', body: { type: 'epic' } })).toEqual({
      status: 400,
      body: { type: ['Must be "task" or "section".'] },
    });
  });

  it('gets a task by id, or null', async () => {
    const task = db.tasks[3];
    expect((await call<Task>(`api/apps/tasks/task?id=${task.id}`)).body).toEqual(task);
    expect((await call(`api/apps/tasks/task?id=missing`)).body).toBeNull();
  });

  it('merges a patch and keeps the id', async () => {
    const task = db.tasks.find((t) => t.type === 'task' && !t.completed)!;
    const res = await call<Task>('api/apps/tasks/task', {
      method: 'PATCH',
      body: { id: task.id, task: { completed: true, priority: 2, title: 'Done', id: 'x' } },
    });
    expect(res.body).toEqual({ ...task, completed: true, priority: 2, title: 'Done' });
    expect((await call('api/apps/tasks/task', { method: 'PATCH', body: { id: 'nope', task: { title: 'x' } } })).body).toBeNull();
  });

  it('rejects a priority outside 0, 1 and 2', async () => {
    const res = await call('api/apps/tasks/task', { method: 'PATCH', body: { id: db.tasks[1].id, task: { priority: 3 } } });
    expect(res).toEqual({ status: 400, body: { priority: ['Must be 0, 1 or 2.'] } });
  });

  it('deletes a task and closes the gap in the order', async () => {
    const victim = (await all())[2];
    expect((await call(`api/apps/tasks/task?id=${victim.id}`, { method: 'DELETE' })).body).toBe(true);
    const tasks = await all();
    expect(tasks.map((t) => t.id)).not.toContain(victim.id);
    expect(tasks.map((t) => t.order)).toEqual(tasks.map((_, i) => i));
  });

  it('reorders by the list sent, by objects or ids', async () => {
    const tasks = await all();
    const moved = [tasks[3], tasks[0], tasks[1], tasks[2], ...tasks.slice(4)];
    const res = await call<Task[]>('api/apps/tasks/order', { method: 'PATCH', body: { tasks: moved } });
    expect(res.body.map((t) => t.id)).toEqual(moved.map((t) => t.id));
    expect((await all()).map((t) => t.id)).toEqual(moved.map((t) => t.id));
    const byIds = await call<Task[]>('api/apps/tasks/order', { method: 'PATCH', body: { tasks: [tasks[5].id] } });
    expect(byIds.body[0].id).toBe(tasks[5].id);
    expect(byIds.body.slice(1).map((t) => t.id)).toEqual(moved.map((t) => t.id).filter((id) => id !== tasks[5].id));
    expect((await call('api/apps/tasks/order', { method: 'PATCH', body: {} })).status).toBe(400);
  });
});

describe('task search', () => {
  it('answers null for an empty query', async () => {
    expect(await search('')).toBeNull();
    expect((await call('api/apps/tasks/search')).body).toBeNull();
  });

  it('matches the title in any case and marks every match', async () => {
    const hits = (await search('DETECTOR'))!;
    expect(hits.length).toBeGreaterThan(1);
    const survey = hits.find((t) => t.title.startsWith('Survey'))!;
    expect(survey.title).toBe('Survey new <mark>detector</mark> locations in the industrial zone');
    const clean = (await search('the'))!.find((t) => t.title.includes('Clean'))!;
    expect(clean.title).toBe('Clean <mark>the</mark> camera lenses at <mark>the</mark> river bridge');
    expect(hits.map((t) => t.order)).toEqual([...hits.map((t) => t.order)].sort((a, b) => a - b));
    expect(db.tasks.some((t) => t.title.includes('<mark>'))).toBe(false); // the store is untouched
  });

  it('matches the notes too, leaving the title unmarked', async () => {
    const hits = (await search('condensation'))!;
    expect(hits).toHaveLength(1);
    expect(hits[0].title).toBe('Clean the camera lenses at the river bridge');
  });

  it('treats regular-expression characters literally', async () => {
    const task = db.tasks.find((t) => t.type === 'task')!;
    task.title = 'Cost (v2) is $5.00?';
    expect((await search('(v2)'))![0].title).toBe('Cost <mark>(v2)</mark> is $5.00?');
    expect((await search('$5.'))![0].title).toBe('Cost (v2) is <mark>$5.</mark>00?');
    expect(await search('zzz-no-hit')).toEqual([]);
  });
});

describe('tags and members', () => {
  it('creates a tag first, updates and deletes it, stripping it from tasks', async () => {
    const created = (await call<TaskTag>('api/apps/tasks/tag', { method: 'POST', body: { tag: { title: ' urgent ' } } })).body;
    expect(created).toEqual({ id: expect.any(String), title: 'urgent' });
    expect((await call<TaskTag[]>('api/apps/tasks/tags')).body[0]).toEqual(created);
    expect(
      (await call<TaskTag>('api/apps/tasks/tag', { method: 'PATCH', body: { id: created.id, tag: { title: 'urgent!' } } })).body,
    ).toEqual({ id: created.id, title: 'urgent!' });
    expect((await call('api/apps/tasks/tag', { method: 'PATCH', body: { id: 'none', tag: { title: 'x' } } })).body).toBeNull();
    expect((await call('api/apps/tasks/tag', { method: 'POST', body: { tag: {} } })).body).toEqual({ title: ['A title is required.'] });

    const bug = db.tags.find((t) => t.title === 'bug')!;
    expect(db.tasks.some((t) => t.tags.includes(bug.id))).toBe(true);
    expect((await call(`api/apps/tasks/tag?id=${bug.id}`, { method: 'DELETE' })).body).toBe(true);
    expect(db.tags.map((t) => t.id)).not.toContain(bug.id);
    expect(db.tasks.some((t) => t.tags.includes(bug.id))).toBe(false);
  });

  it('lists the people tasks are assigned to', async () => {
    const members = (await call<TaskMember[]>('api/apps/tasks/members')).body;
    expect(members.length).toBeGreaterThan(5);
    const ids = members.map((m) => m.id);
    expect(db.tasks.filter((t) => t.assignedTo).every((t) => ids.includes(t.assignedTo!))).toBe(true);
  });
});
