import { http, HttpResponse } from 'msw';
import { asObject, fieldError, readBody } from '../../shared/read-body.ts';
import type { BoardLabel, BoardList, Card } from '../model.ts';
import { nextPosition } from '../positions.ts';
import { db, fullBoard, summary, touch } from './db.ts';

const BASE = '*/api/apps/scrumboard';
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
const objects = (value: unknown) => (Array.isArray(value) ? value.flatMap((v: unknown) => (asObject(v) ? [asObject(v)!] : [])) : null);

// Fields a client may change; ids and the board a thing belongs to stay the server's.
function mergeList(list: BoardList, input: Record<string, unknown>): BoardList {
  const { id: _i, boardId: _b, ...rest } = input;
  return { ...list, ...(rest as Partial<BoardList>) };
}
function mergeCard(card: Card, input: Record<string, unknown>): Card {
  const { id: _i, boardId: _b, ...rest } = input;
  const listId =
    typeof rest.listId === 'string' && db.lists.some((l) => l.id === rest.listId && l.boardId === card.boardId) ? rest.listId : card.listId;
  return { ...card, ...(rest as Partial<Card>), listId };
}
function updateCards(inputs: Record<string, unknown>[], pick: (input: Record<string, unknown>) => Record<string, unknown>): Card[] {
  return inputs.flatMap((input) => {
    const index = db.cards.findIndex((c) => c.id === input.id);
    if (index < 0) return [];
    db.cards[index] = mergeCard(db.cards[index], pick(input));
    touch(db.cards[index].boardId);
    return [db.cards[index]];
  });
}

export const scrumboardHandlers = [
  http.get(`${BASE}/boards`, () => HttpResponse.json(db.boards.map(summary))),

  http.get(`${BASE}/board`, ({ request }) => {
    const board = db.boards.find((b) => b.id === param(request, 'id'));
    return HttpResponse.json(board ? fullBoard(board) : null);
  }),

  // Lists
  http.post(`${BASE}/board/list`, async ({ request }) => {
    const input = asObject((await readBody(request)).list);
    if (!db.boards.some((b) => b.id === input?.boardId)) return fieldError('boardId', 'Unknown board.');
    if (typeof input?.title !== 'string' || !input.title.trim()) return fieldError('title', 'A title is required.');
    const boardId = input.boardId as string;
    const list: BoardList = {
      id: db.newId(),
      boardId,
      title: input.title.trim(),
      position: typeof input.position === 'number' ? input.position : nextPosition(db.lists.filter((l) => l.boardId === boardId)),
    };
    db.lists.push(list);
    touch(boardId);
    return HttpResponse.json({ ...list, cards: [] });
  }),

  http.patch(`${BASE}/board/list`, async ({ request }) => {
    const input = asObject((await readBody(request)).list);
    const index = db.lists.findIndex((l) => l.id === input?.id);
    if (!input || index < 0) return HttpResponse.json(null);
    db.lists[index] = mergeList(db.lists[index], input);
    touch(db.lists[index].boardId);
    return HttpResponse.json(db.lists[index]);
  }),

  http.delete(`${BASE}/board/list`, ({ request }) => {
    const id = param(request, 'id');
    touch(db.lists.find((l) => l.id === id)?.boardId);
    db.lists = db.lists.filter((l) => l.id !== id);
    db.cards = db.cards.filter((c) => c.listId !== id);
    return HttpResponse.json(true);
  }),

  http.patch(`${BASE}/board/lists`, async ({ request }) => {
    const inputs = objects((await readBody(request)).lists);
    if (!inputs) return fieldError('lists', 'A list of lists is required.');
    const updated = inputs.flatMap((input) => {
      const index = db.lists.findIndex((l) => l.id === input.id);
      if (index < 0) return [];
      db.lists[index] = mergeList(db.lists[index], input);
      touch(db.lists[index].boardId);
      return [db.lists[index]];
    });
    return HttpResponse.json(updated);
  }),

  // Cards
  http.put(`${BASE}/board/card`, async ({ request }) => {
    const input = asObject((await readBody(request)).card);
    const list = db.lists.find((l) => l.id === input?.listId);
    if (!list) return fieldError('listId', 'Unknown list.');
    if (typeof input?.title !== 'string' || !input.title.trim()) return fieldError('title', 'A title is required.');
    const card: Card = {
      id: db.newId(),
      boardId: list.boardId,
      listId: list.id,
      position: typeof input.position === 'number' ? input.position : nextPosition(db.cards.filter((c) => c.listId === list.id)),
      title: input.title.trim(),
      description: typeof input.description === 'string' ? input.description : '',
      labels: Array.isArray(input.labels) ? input.labels.filter((l): l is string => typeof l === 'string') : [],
      dueDate: typeof input.dueDate === 'string' ? input.dueDate : null,
    };
    db.cards.push(card);
    touch(card.boardId);
    return HttpResponse.json(card);
  }),

  http.patch(`${BASE}/board/card`, async ({ request }) => {
    const body = await readBody(request);
    const [card] = updateCards([{ ...(asObject(body.card) ?? {}), id: body.id }], (input) => input);
    return HttpResponse.json(card ?? null);
  }),

  http.delete(`${BASE}/board/card`, ({ request }) => {
    const id = param(request, 'id');
    touch(db.cards.find((c) => c.id === id)?.boardId);
    db.cards = db.cards.filter((c) => c.id !== id);
    return HttpResponse.json(true);
  }),

  http.patch(`${BASE}/board/cards`, async ({ request }) => {
    const inputs = objects((await readBody(request)).cards);
    if (!inputs) return fieldError('cards', 'A list of cards is required.');
    return HttpResponse.json(updateCards(inputs, (input) => input));
  }),

  // Only where a card sits changes here: its position and, when it moved across, its list.
  http.patch(`${BASE}/board/card/positions`, async ({ request }) => {
    const inputs = objects((await readBody(request)).cards);
    if (!inputs) return fieldError('cards', 'A list of cards is required.');
    if (inputs.some((c) => typeof c.position !== 'number')) return fieldError('position', 'Every card needs a numeric position.');
    return HttpResponse.json(updateCards(inputs, ({ id, position, listId }) => ({ id, position, ...(listId ? { listId } : {}) })));
  }),

  // Labels
  http.get(`${BASE}/board/labels`, ({ request }) => HttpResponse.json(db.labels.filter((l) => l.boardId === param(request, 'boardId')))),

  http.put(`${BASE}/board/label`, async ({ request }) => {
    const input = asObject((await readBody(request)).label);
    if (!db.boards.some((b) => b.id === input?.boardId)) return fieldError('boardId', 'Unknown board.');
    if (typeof input?.title !== 'string' || !input.title.trim()) return fieldError('title', 'A title is required.');
    const label: BoardLabel = { id: db.newId(), boardId: input.boardId as string, title: input.title.trim() };
    db.labels.push(label);
    touch(label.boardId);
    return HttpResponse.json(label);
  }),

  http.patch(`${BASE}/board/label`, async ({ request }) => {
    const body = await readBody(request);
    const index = db.labels.findIndex((l) => l.id === body.id);
    if (index < 0) return HttpResponse.json(null);
    const title = asObject(body.label)?.title;
    if (typeof title === 'string' && title.trim()) db.labels[index] = { ...db.labels[index], title: title.trim() };
    touch(db.labels[index].boardId);
    return HttpResponse.json(db.labels[index]);
  }),

  http.delete(`${BASE}/board/label`, ({ request }) => {
    const id = param(request, 'id');
    touch(db.labels.find((l) => l.id === id)?.boardId);
    db.labels = db.labels.filter((l) => l.id !== id);
    for (const card of db.cards) card.labels = card.labels.filter((l) => l !== id);
    return HttpResponse.json(true);
  }),
];
