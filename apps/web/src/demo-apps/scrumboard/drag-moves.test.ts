import { describe, expect, it } from 'vitest';
import { dropCard, dropList, moveAcross, type Lane } from './drag-moves.ts';

const card = (id: string, listId: string, position: number) => ({
  id,
  boardId: 'b',
  listId,
  position,
  title: id,
  description: '',
  labels: [],
  dueDate: null,
});
const lanes = (): Lane[] => [
  {
    id: 'L1',
    boardId: 'b',
    title: 'One',
    position: 65536,
    cards: [card('a', 'L1', 65536), card('b', 'L1', 131072), card('c', 'L1', 196608)],
  },
  { id: 'L2', boardId: 'b', title: 'Two', position: 131072, cards: [card('d', 'L2', 65536)] },
  { id: 'L3', boardId: 'b', title: 'Three', position: 196608, cards: [] },
];

describe('drag moves', () => {
  it('reorders a card within its list, sending only its new position', () => {
    const { lanes: next, moves } = dropCard(lanes(), 'c', 'a', 'L1');
    expect(next[0].cards.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(moves).toEqual([{ id: 'c', position: 32768, listId: 'L1' }]);
  });

  it('moves a card into another list over one of its cards', () => {
    const over = moveAcross(lanes(), 'a', 'd');
    expect(over[0].cards.map((c) => c.id)).toEqual(['b', 'c']);
    expect(over[1].cards.map((c) => c.id)).toEqual(['a', 'd']);
    // Dropped where it joined (dnd-kit then reports the card itself as "over"): before d.
    expect(dropCard(over, 'a', 'a', 'L1').moves).toEqual([{ id: 'a', position: 32768, listId: 'L2' }]);
    // Dropped on d: it takes d's place, so d moves up and a comes after it.
    const { lanes: next, moves } = dropCard(over, 'a', 'd', 'L1');
    expect(next[1].cards.map((c) => c.id)).toEqual(['d', 'a']);
    expect(moves).toEqual([{ id: 'a', position: 131072, listId: 'L2' }]);
  });

  it('moves a card into an empty list, sending the list change even when the position fits', () => {
    const over = moveAcross(lanes(), 'b', 'L3');
    expect(over[2].cards.map((c) => c.id)).toEqual(['b']);
    const { moves } = dropCard(over, 'b', 'L3', 'L1');
    expect(moves).toEqual([{ id: 'b', position: 65536, listId: 'L3' }]);
    const sameSpot = moveAcross(lanes(), 'a', 'L3');
    sameSpot[2].cards[0].position = 65536;
    expect(dropCard(sameSpot, 'a', 'L3', 'L1').moves).toEqual([{ id: 'a', position: 65536, listId: 'L3' }]);
  });

  it('sends nothing when a card is dropped where it was', () => {
    expect(dropCard(lanes(), 'b', 'b', 'L1').moves).toEqual([]);
  });

  it('moves a list and positions it between its new neighbours', () => {
    const { lanes: next, moves } = dropList(lanes(), 'L3', 'L1');
    expect(next.map((l) => l.id)).toEqual(['L3', 'L1', 'L2']);
    expect(moves).toEqual([{ id: 'L3', position: 32768 }]);
    expect(dropList(lanes(), 'L1', 'L1').moves).toEqual([]);
  });
});
