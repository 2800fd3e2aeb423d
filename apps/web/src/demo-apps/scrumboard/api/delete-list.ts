import { fetchJson } from '../../shared/fetch-json.ts';
import { useBoardMutation } from './use-board-mutation.ts';

export const deleteList = (id: string) => fetchJson<boolean>('api/apps/scrumboard/board/list', { method: 'DELETE', query: { id } });

export const useDeleteList = (boardId: string) =>
  useBoardMutation(boardId, deleteList, (board, id) => ({ ...board, lists: board.lists.filter((l) => l.id !== id) }));
