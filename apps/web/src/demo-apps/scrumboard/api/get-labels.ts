import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { BoardLabel } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

export const getLabels = (boardId: string) => fetchJson<BoardLabel[]>('api/apps/scrumboard/board/labels', { query: { boardId } });

export const labelsQuery = (boardId: string) =>
  queryOptions({ queryKey: scrumboardKeys.labels(boardId), queryFn: () => getLabels(boardId) });

export const useBoardLabels = (boardId: string) => useQuery(labelsQuery(boardId));
