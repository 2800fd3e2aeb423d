import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { TaskMember } from '../model.ts';
import { tasksKeys } from './keys.ts';

export const getMembers = () => fetchJson<TaskMember[]>('api/apps/tasks/members');

export const membersQuery = () => queryOptions({ queryKey: tasksKeys.members(), queryFn: getMembers, staleTime: Infinity });

export const useMembers = () => useQuery(membersQuery());
