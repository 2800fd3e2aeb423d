import { fetchJson } from '../../shared/fetch-json.ts';
import type { Card } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const createCard = (card: { listId: string; title: string; position?: number }) =>
  fetchJson<Card>('api/apps/scrumboard/board/card', { method: 'PUT', body: { card } });

export const useCreateCard = (boardId: string) => useBoardMutation(boardId, createCard);
