import { fetchJson } from '../../shared/fetch-json.ts';
import type { Card } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export type CardPatch = Partial<Pick<Card, 'title' | 'description' | 'labels' | 'dueDate'>>;

export const updateCard = ({ id, card }: { id: string; card: CardPatch }) =>
  fetchJson<Card | null>('api/apps/scrumboard/board/card', { method: 'PATCH', body: { id, card } });

export const useUpdateCard = (boardId: string) =>
  useBoardMutation(boardId, updateCard, (board, { id, card }) => ({
    ...board,
    lists: board.lists.map((l) => ({ ...l, cards: l.cards.map((c) => (c.id === id ? { ...c, ...card } : c)) })),
  }));
