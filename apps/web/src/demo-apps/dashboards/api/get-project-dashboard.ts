import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { ProjectDashboard } from '../model.ts';
import { dashboardsKeys } from './keys.ts';

export const getProjectDashboard = () => fetchJson<ProjectDashboard>('api/dashboards/project');

export const projectDashboardQuery = () => queryOptions({ queryKey: dashboardsKeys.dashboard('project'), queryFn: getProjectDashboard });

export const useProjectDashboard = () => useQuery(projectDashboardQuery());
