import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardSummary } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

export const getBoards = () => fetchJson<BoardSummary[]>('api/apps/scrumboard/boards');

export const boardsQuery = () => queryOptions({ queryKey: scrumboardKeys.boards(), queryFn: getBoards });

export const useBoards = () => useQuery(boardsQuery());
