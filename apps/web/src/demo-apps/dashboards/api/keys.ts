export const dashboardsKeys = {
  all: ['demo-dashboards'] as const,
  dashboard: (name: 'project' | 'analytics' | 'finance' | 'crypto') => [...dashboardsKeys.all, name] as const,
};
