import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { TaskTag } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const getTags = () => fetchJson<TaskTag[]>('api/apps/tasks/tags');

export const tagsQuery = () => queryOptions({ queryKey: tasksKeys.tags(), queryFn: getTags });

export const useTags = () => useQuery(tagsQuery());
