import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Board } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

export const getBoard = (id: string) => fetchJson<Board | null>('api/apps/scrumboard/board', { query: { id } });

export const boardQuery = (id: string) => queryOptions({ queryKey: scrumboardKeys.board(id), queryFn: () => getBoard(id) });

export const useBoard = (id: string) => useQuery(boardQuery(id));
