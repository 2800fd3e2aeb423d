import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { AnalyticsDashboard } from '../model.ts';
import { dashboardsKeys } from './keys.ts';

export const getAnalyticsDashboard = () => fetchJson<AnalyticsDashboard>('api/dashboards/analytics');

export const analyticsDashboardQuery = () =>
  queryOptions({ queryKey: dashboardsKeys.dashboard('analytics'), queryFn: getAnalyticsDashboard });

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQuery());
