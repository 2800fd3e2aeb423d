import { beforeEach, describe, expect, it } from 'vitest';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import type { Board, BoardLabel, BoardList, BoardSummary, Card } from '../model.ts';
import { POSITION_STEP } from '../positions.ts';
import { db, resetScrumboardDb } from './db.ts';
import { scrumboardHandlers } from './handlers.ts';

startMockServer(...scrumboardHandlers);
beforeEach(() => resetScrumboardDb());

const boardId = () => db.boards[0].id;
const board = (id = boardId()) => call<Board | null>(`api/apps/scrumboard/board?id=${id}`).then((r) => r.body);

describe('boards', () => {
  it('lists boards with their members and avatars', async () => {
    const { body } = await call<BoardSummary[]>('api/apps/scrumboard/boards');
    expect(body).toHaveLength(3);
    for (const b of body) {
      expect(b.members.length).toBeGreaterThanOrEqual(3);
      for (const m of b.members)
        expect(m).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          avatar: expect.toSatisfy((a: unknown) => a === null || String(a).startsWith('data:image/svg+xml')),
        });
    }
    expect(body.some((b) => b.members.some((m) => m.avatar))).toBe(true);
  });

  it('answers one board with lists and cards sorted by position, and its labels; null when unknown', async () => {
    const list = db.lists.find((l) => l.boardId === boardId())!;
    list.position = POSITION_STEP * 100; // now last
    const card = db.cards.find((c) => c.listId === list.id)!;
    card.position = 1; // now first
    const b = (await board())!;
    expect(b.lists.at(-1)!.id).toBe(list.id);
    expect(b.lists.at(-1)!.cards[0].id).toBe(card.id);
    for (const l of b.lists) expect(l.cards.map((c) => c.position)).toEqual([...l.cards.map((c) => c.position)].sort((x, y) => x - y));
    expect(b.labels.length).toBeGreaterThan(0);
    expect(b.labels.every((l) => l.boardId === boardId())).toBe(true);
    expect(await board('nope')).toBeNull();
  });

  it('seeds positions in steps of 65536', () => {
    const lists = db.lists.filter((l) => l.boardId === boardId());
    expect(lists.map((l) => l.position)).toEqual(lists.map((_, i) => (i + 1) * POSITION_STEP));
  });
});

describe('lists', () => {
  it('creates a list after the last one, renames it and deletes it with its cards', async () => {
    const created = (
      await call<BoardList & { cards: Card[] }>('api/apps/scrumboard/board/list', {
        method: 'POST',
        body: { list: { boardId: boardId(), title: 'Blocked' } },
      })
    ).body;
    const maxBefore = Math.max(...db.lists.filter((l) => l.boardId === boardId() && l.id !== created.id).map((l) => l.position));
    expect(created).toEqual({
      id: expect.any(String),
      boardId: boardId(),
      title: 'Blocked',
      position: maxBefore + POSITION_STEP,
      cards: [],
    });
    const renamed = await call<BoardList>('api/apps/scrumboard/board/list', {
      method: 'PATCH',
      body: { list: { id: created.id, title: 'Waiting', boardId: 'other' } },
    });
    expect(renamed.body).toMatchObject({ title: 'Waiting', boardId: boardId() });

    const victim = db.lists.find((l) => l.boardId === boardId() && db.cards.some((c) => c.listId === l.id))!;
    expect((await call(`api/apps/scrumboard/board/list?id=${victim.id}`, { method: 'DELETE' })).body).toBe(true);
    expect(db.cards.some((c) => c.listId === victim.id)).toBe(false);
    expect((await board())!.lists.map((l) => l.id)).not.toContain(victim.id);
  });

  it('rejects a list for an unknown board or without a title', async () => {
    expect((await call('api/apps/scrumboard/board/list', { method: 'POST', body: { list: { boardId: 'x', title: 'A' } } })).body).toEqual({
      boardId: ['Unknown board.'],
    });
    expect((await call('api/apps/scrumboard/board/list', { method: 'POST', body: { list: { boardId: boardId() } } })).body).toEqual({
      title: ['A title is required.'],
    });
  });

  it('moves lists by patching their positions', async () => {
    const [first, second] = (await board())!.lists;
    const res = await call<BoardList[]>('api/apps/scrumboard/board/lists', {
      method: 'PATCH',
      body: { lists: [{ id: first.id, position: second.position + POSITION_STEP / 2 }] },
    });
    expect(res.body).toHaveLength(1);
    expect((await board())!.lists.slice(0, 2).map((l) => l.id)).toEqual([second.id, first.id]);
  });
});

describe('cards', () => {
  it('creates a card at the end of its list and updates and deletes it', async () => {
    const list = db.lists.find((l) => l.boardId === boardId())!;
    const last = Math.max(...db.cards.filter((c) => c.listId === list.id).map((c) => c.position));
    const created = (
      await call<Card>('api/apps/scrumboard/board/card', { method: 'PUT', body: { card: { listId: list.id, title: 'Fix the antenna' } } })
    ).body;
    expect(created).toEqual({
      id: expect.any(String),
      boardId: boardId(),
      listId: list.id,
      position: last + POSITION_STEP,
      title: 'Fix the antenna',
      description: '',
      labels: [],
      dueDate: null,
    });

    const label = db.labels.find((l) => l.boardId === boardId())!;
    const updated = await call<Card>('api/apps/scrumboard/board/card', {
      method: 'PATCH',
      body: { id: created.id, card: { description: 'Use the long one', labels: [label.id], dueDate: '2030-01-01T12:00:00.000Z' } },
    });
    expect(updated.body).toMatchObject({
      title: 'Fix the antenna',
      description: 'Use the long one',
      labels: [label.id],
      dueDate: '2030-01-01T12:00:00.000Z',
    });
    expect((await call('api/apps/scrumboard/board/card', { method: 'PATCH', body: { id: 'nope', card: { title: 'x' } } })).body).toBeNull();

    expect((await call(`api/apps/scrumboard/board/card?id=${created.id}`, { method: 'DELETE' })).body).toBe(true);
    expect(db.cards.some((c) => c.id === created.id)).toBe(false);
  });

  it('moves a card to another list through positions, ignoring other fields', async () => {
    const [from, to] = (await board())!.lists;
    const card = from.cards[0];
    const res = await call<Card[]>('api/apps/scrumboard/board/card/positions', {
      method: 'PATCH',
      body: { cards: [{ id: card.id, listId: to.id, position: 1, title: 'sneaky' }] },
    });
    expect(res.body).toEqual([{ ...card, listId: to.id, position: 1 }]);
    const after = (await board())!;
    expect(after.lists[1].cards[0].id).toBe(card.id);
    expect(after.lists[0].cards.map((c) => c.id)).not.toContain(card.id);
    expect((await call('api/apps/scrumboard/board/card/positions', { method: 'PATCH', body: { cards: [{ id: card.id }] } })).status).toBe(
      400,
    );
  });

  it('will not move a card onto another board', async () => {
    const card = db.cards.find((c) => c.boardId === boardId())!;
    const foreign = db.lists.find((l) => l.boardId !== boardId())!;
    const res = await call<Card>('api/apps/scrumboard/board/card', {
      method: 'PATCH',
      body: { id: card.id, card: { listId: foreign.id } },
    });
    expect(res.body.listId).toBe(card.listId);
  });

  it('patches several cards at once and stamps the board activity', async () => {
    const before = db.boards[0].lastActivity;
    const cards = db.cards.filter((c) => c.boardId === boardId()).slice(0, 2);
    const res = await call<Card[]>('api/apps/scrumboard/board/cards', {
      method: 'PATCH',
      body: { cards: cards.map((c) => ({ id: c.id, title: `${c.title}!` })) },
    });
    expect(res.body.map((c) => c.title)).toEqual(cards.map((c) => `${c.title}!`));
    expect(db.boards[0].lastActivity > before).toBe(true);
  });
});

describe('board labels', () => {
  it('lists, creates, renames and deletes labels, stripping them from cards', async () => {
    const labels = (await call<BoardLabel[]>(`api/apps/scrumboard/board/labels?boardId=${boardId()}`)).body;
    expect(labels.length).toBe(db.labels.filter((l) => l.boardId === boardId()).length);
    const created = (
      await call<BoardLabel>('api/apps/scrumboard/board/label', { method: 'PUT', body: { label: { boardId: boardId(), title: 'Urgent' } } })
    ).body;
    expect(created).toEqual({ id: expect.any(String), boardId: boardId(), title: 'Urgent' });
    expect(
      (
        await call<BoardLabel>('api/apps/scrumboard/board/label', {
          method: 'PATCH',
          body: { id: created.id, label: { title: 'Very urgent' } },
        })
      ).body.title,
    ).toBe('Very urgent');
    expect((await call('api/apps/scrumboard/board/label', { method: 'PATCH', body: { id: 'x', label: { title: 'y' } } })).body).toBeNull();

    const used = labels.find((l) => db.cards.some((c) => c.labels.includes(l.id)))!;
    expect((await call(`api/apps/scrumboard/board/label?id=${used.id}`, { method: 'DELETE' })).body).toBe(true);
    expect(db.cards.some((c) => c.labels.includes(used.id))).toBe(false);
    expect((await board())!.labels.map((l) => l.id)).not.toContain(used.id);
  });
});
