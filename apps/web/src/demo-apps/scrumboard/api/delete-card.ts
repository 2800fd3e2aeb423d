import { fetchJson } from '../../shared/fetch-json.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const deleteCard = (id: string) => fetchJson<boolean>('api/apps/scrumboard/board/card', { method: 'DELETE', query: { id } });

export const useDeleteCard = (boardId: string) =>
  useBoardMutation(boardId, deleteCard, (board, id) => ({
    ...board,
    lists: board.lists.map((l) => ({ ...l, cards: l.cards.filter((c) => c.id !== id) })),
  }));
