import { http, HttpResponse } from 'msw';
import { asObject, fieldError, readBody } from '../../shared/read-body.ts';
import type { Task, TaskTag } from '../model.ts';
import { db, renumber } from './db.ts';
import { searchTasks } from './search.ts';

const BASE = '*/api/apps/tasks';
const idParam = (request: Request) => new URL(request.url).searchParams.get('id');
const sorted = () => [...db.tasks].sort((a, b) => a.order - b.order);

export const tasksHandlers = [
  http.get(`${BASE}/tags`, () => HttpResponse.json(db.tags)),

  http.post(`${BASE}/tag`, async ({ request }) => {
    const input = asObject((await readBody(request)).tag);
    if (typeof input?.title !== 'string' || !input.title.trim()) return fieldError('title', 'A title is required.');
    const tag: TaskTag = { ...input, id: db.newId(), title: input.title.trim() };
    db.tags.unshift(tag);
    return HttpResponse.json(tag);
  }),

  http.patch(`${BASE}/tag`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.tags.findIndex((t) => t.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.tags[index] = { ...db.tags[index], ...asObject(body.tag), id: db.tags[index].id };
    return HttpResponse.json(db.tags[index]);
  }),

  http.delete(`${BASE}/tag`, ({ request }) => {
    const id = idParam(request);
    db.tags = db.tags.filter((t) => t.id !== id);
    for (const task of db.tasks) task.tags = task.tags.filter((t) => t !== id);
    return HttpResponse.json(true);
  }),

  http.get(`${BASE}/all`, () => HttpResponse.json(sorted())),

  http.get(`${BASE}/search`, ({ request }) => HttpResponse.json(searchTasks(db.tasks, new URL(request.url).searchParams.get('query')))),

  http.patch(`${BASE}/order`, async ({ request }) => {
    const list = (await readBody(request)).tasks;
    if (!Array.isArray(list)) return fieldError('tasks', 'A list of tasks is required.');
    const ids = list.map((t: unknown) => (typeof t === 'string' ? t : asObject(t)?.id));
    // Listed tasks take their index; any the client did not send keep their order after them.
    const rank = (t: Task) => (ids.includes(t.id) ? ids.indexOf(t.id) : ids.length + t.order);
    db.tasks.sort((a, b) => rank(a) - rank(b));
    renumber(db.tasks);
    return HttpResponse.json(sorted());
  }),

  http.get(`${BASE}/task`, ({ request }) => HttpResponse.json(db.tasks.find((t) => t.id === idParam(request)) ?? null)),

  http.post(`${BASE}/task`, async ({ request }) => {
    const { type } = await readBody(request);
    if (type !== 'task' && type !== 'section') return fieldError('type', 'Must be "task" or "section".');
    const task: Task = {
      id: db.newId(),
      type,
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    };
    db.tasks = [task, ...sorted()];
    renumber(db.tasks);
    return HttpResponse.json(task);
  }),

  http.patch(`${BASE}/task`, async ({ request }) => {
    const body = await readBody(request);
    const patch = asObject(body.task) ?? {};
    if ('priority' in patch && ![0, 1, 2].includes(patch.priority as number)) return fieldError('priority', 'Must be 0, 1 or 2.');
    const index = db.tasks.findIndex((t) => t.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    db.tasks[index] = { ...db.tasks[index], ...patch, id: db.tasks[index].id } as Task;
    return HttpResponse.json(db.tasks[index]);
  }),

  http.delete(`${BASE}/task`, ({ request }) => {
    const id = idParam(request);
    db.tasks = sorted().filter((t) => t.id !== id);
    renumber(db.tasks);
    return HttpResponse.json(true);
  }),

  // Not in the template's list: who a task can be assigned to (the address book's people).
  http.get(`${BASE}/members`, () => HttpResponse.json(db.members)),
];
