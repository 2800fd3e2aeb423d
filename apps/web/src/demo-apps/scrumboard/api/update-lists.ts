import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardList } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const updateLists = (lists: (Pick<BoardList, 'id'> & Partial<BoardList>)[]) =>
  fetchJson<BoardList[]>('api/apps/scrumboard/board/lists', { method: 'PATCH', body: { lists } });

export const useUpdateLists = (boardId: string) =>
  useBoardMutation(boardId, updateLists, (board, lists) => ({
    ...board,
    lists: board.lists.map((l) => ({ ...l, ...lists.find((x) => x.id === l.id) })).sort((a, b) => a.position - b.position),
  }));
