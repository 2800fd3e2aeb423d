import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const getTask = (id: string) => fetchJson<Task | null>('api/apps/tasks/task', { query: { id } });

export const taskQuery = (id: string) => queryOptions({ queryKey: tasksKeys.task(id), queryFn: () => getTask(id) });

export const useTask = (id: string | undefined) => useQuery({ ...taskQuery(id ?? ''), enabled: Boolean(id) });
