import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { FinanceDashboard } from '../model.ts';
import { dashboardsKeys } from './keys.ts';

export const getFinanceDashboard = () => fetchJson<FinanceDashboard>('api/dashboards/finance');

export const financeDashboardQuery = () => queryOptions({ queryKey: dashboardsKeys.dashboard('finance'), queryFn: getFinanceDashboard });

export const useFinanceDashboard = () => useQuery(financeDashboardQuery());
