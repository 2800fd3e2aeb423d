import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardList, Card } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const createList = (list: { boardId: string; title: string; position?: number }) =>
  fetchJson<BoardList & { cards: Card[] }>('api/apps/scrumboard/board/list', { method: 'POST', body: { list } });

export const useCreateList = (boardId: string) => useBoardMutation(boardId, createList);
