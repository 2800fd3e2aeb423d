import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Activity } from '../model.ts';
import { activitiesKeys } from './keys.ts';

export const getActivities = () => fetchJson<Activity[]>('api/pages/activities');

export const activitiesQuery = () => queryOptions({ queryKey: activitiesKeys.all, queryFn: getActivities });

export const useActivities = () => useQuery(activitiesQuery());
