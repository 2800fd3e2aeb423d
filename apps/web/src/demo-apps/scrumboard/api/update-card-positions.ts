import { fetchJson } from '../../shared/fetch-json.ts';
import type { Card } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export type CardPosition = Pick<Card, 'id' | 'position' | 'listId'>;

export const updateCardPositions = (cards: CardPosition[]) =>
  fetchJson<Card[]>('api/apps/scrumboard/board/card/positions', { method: 'PATCH', body: { cards } });

/** Moves cards (within or across lists); the board already shows the move before the call. */
export const useUpdateCardPositions = (boardId: string) =>
  useBoardMutation(boardId, updateCardPositions, (board, moves) => {
    const all = board.lists.flatMap((l) => l.cards).map((c) => ({ ...c, ...moves.find((m) => m.id === c.id) }));
    return {
      ...board,
      lists: board.lists.map((l) => ({ ...l, cards: all.filter((c) => c.listId === l.id).sort((a, b) => a.position - b.position) })),
    };
  });
