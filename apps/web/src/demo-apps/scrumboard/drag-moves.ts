import { arrayMove } from '@dnd-kit/sortable';
import type { Board, BoardList, Card } from './model.ts';
import { reposition } from './positions.ts';

export type Lane = Board['lists'][number];
export type CardMove = Pick<Card, 'id' | 'position' | 'listId'>;

/** The lane holding `id`, whether `id` is the lane's own or one of its cards'. */
export const laneOf = (lanes: Lane[], id: string): Lane | undefined =>
  lanes.find((l) => l.id === id) ?? lanes.find((l) => l.cards.some((c) => c.id === id));

/** While dragging: a card over another lane (or one of its cards) joins that lane there. */
export function moveAcross(lanes: Lane[], cardId: string, overId: string): Lane[] {
  const from = laneOf(lanes, cardId);
  const to = laneOf(lanes, overId);
  if (!from || !to || from.id === to.id) return lanes;
  const card = from.cards.find((c) => c.id === cardId)!;
  const overIndex = to.cards.findIndex((c) => c.id === overId);
  const index = overIndex < 0 ? to.cards.length : overIndex;
  return lanes.map((l) =>
    l.id === from.id
      ? { ...l, cards: l.cards.filter((c) => c.id !== cardId) }
      : l.id === to.id
        ? { ...l, cards: [...l.cards.slice(0, index), { ...card, listId: to.id }, ...l.cards.slice(index)] }
        : l,
  );
}

/**
 * On drop: the card takes the place of the card it is over, and gets a position between its new
 * neighbours. `originalListId` is where the drag began, so a move across lists is always sent.
 */
export function dropCard(lanes: Lane[], cardId: string, overId: string, originalListId: string): { lanes: Lane[]; moves: CardMove[] } {
  const lane = laneOf(lanes, cardId);
  if (!lane) return { lanes, moves: [] };
  const from = lane.cards.findIndex((c) => c.id === cardId);
  const overIndex = lane.cards.findIndex((c) => c.id === overId);
  const cards = overIndex >= 0 && overIndex !== from ? arrayMove(lane.cards, from, overIndex) : lane.cards;
  const index = cards.findIndex((c) => c.id === cardId);
  const changes = reposition(cards, index);
  if (originalListId !== lane.id && !changes.some((c) => c.id === cardId)) changes.push(cards[index]);
  const placed = new Map(changes.map((c) => [c.id, c.position]));
  const next = cards.map((c) => ({ ...c, listId: lane.id, position: placed.get(c.id) ?? c.position }));
  return {
    lanes: lanes.map((l) => (l.id === lane.id ? { ...l, cards: next } : l)),
    moves: changes.map(({ id }) => ({ id, position: placed.get(id)!, listId: lane.id })),
  };
}

/** On drop of a list: its new place among the lists, and the positions that change. */
export function dropList(lanes: Lane[], listId: string, overId: string): { lanes: Lane[]; moves: Pick<BoardList, 'id' | 'position'>[] } {
  const from = lanes.findIndex((l) => l.id === listId);
  const to = lanes.findIndex((l) => l.id === overId);
  if (from < 0 || to < 0 || from === to) return { lanes, moves: [] };
  const moved = arrayMove(lanes, from, to);
  const moves = reposition(moved, to).map(({ id, position }) => ({ id, position }));
  return { lanes: moved.map((l) => ({ ...l, position: moves.find((m) => m.id === l.id)?.position ?? l.position })), moves };
}
