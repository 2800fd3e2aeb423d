import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardList } from '../model.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const updateList = (list: Pick<BoardList, 'id'> & Partial<BoardList>) =>
  fetchJson<BoardList | null>('api/apps/scrumboard/board/list', { method: 'PATCH', body: { list } });

export const useUpdateList = (boardId: string) =>
  useBoardMutation(boardId, updateList, (board, list) => ({
    ...board,
    lists: board.lists.map((l) => (l.id === list.id ? { ...l, ...list } : l)),
  }));
