import { fetchJson } from '../../shared/fetch-json.ts';
import type { Card } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** Several cards' fields at once (e.g. clearing a due date on a whole list). */
export const updateCards = (cards: (Pick<Card, 'id'> & Partial<Card>)[]) =>
  fetchJson<Card[]>('api/apps/scrumboard/board/cards', { method: 'PATCH', body: { cards } });

export const useUpdateCards = (boardId: string) => useBoardMutation(boardId, updateCards);
