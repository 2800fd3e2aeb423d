import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Task } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const getTasks = () => fetchJson<Task[]>('api/apps/tasks/all');

export const tasksQuery = () => queryOptions({ queryKey: tasksKeys.list(), queryFn: getTasks });

export const useTasks = () => useQuery(tasksQuery());
