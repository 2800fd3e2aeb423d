import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { CryptoDashboard } from '../model.ts';
import { dashboardsKeys } from './keys.ts';

export const getCryptoDashboard = () => fetchJson<CryptoDashboard>('api/dashboards/crypto');

export const cryptoDashboardQuery = () => queryOptions({ queryKey: dashboardsKeys.dashboard('crypto'), queryFn: getCryptoDashboard });

export const useCryptoDashboard = () => useQuery(cryptoDashboardQuery());
