import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task } from '../model.ts';
import { tasksKeys } from './keys.ts';

/** Matching tasks with `<mark>` around each match in the title; null for an empty query. */
export const searchTasks = (query: string) => fetchJson<Task[] | null>('api/apps/tasks/search', { query: { query } });

export const searchTasksQuery = (query: string) =>
  queryOptions({ queryKey: tasksKeys.search(query), queryFn: () => searchTasks(query), placeholderData: keepPreviousData });

export const useSearchTasks = (query: string) => useQuery({ ...searchTasksQuery(query), enabled: query.length > 0 });
