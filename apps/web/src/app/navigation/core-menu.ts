import type { NavItem } from './types.ts';

/**
 * The core menu with each item's filter attributes (permission, staff, data types, application type). Titles are i18n
 * keys under `navigation.items`. The grafana entry is added by the filter (it depends on local
 * storage, which the mock cannot see per user).
 */
export function coreMenu(): NavItem[] {
  const item = (id: string, icon: string, link: string, extra: Partial<NavItem> = {}): NavItem => ({
    id,
    type: 'basic',
    title: `navigation.items.${id}`,
    icon,
    link,
    apps: 'ALL',
    ...extra,
  });
  return [
    {
      id: 'dashboard',
      type: 'collapsable',
      title: 'navigation.items.dashboard',
      icon: 'DashboardOutlined',
      apps: 'ALL',
      permission: 'Platform|view_map',
      children: [
        item('dashboard.map', 'MapOutlined', '/dashboard/main/map', { permission: 'Platform|view_map' }),
        item('dashboard.list', 'ListAltOutlined', '/dashboard/main/list', { permission: 'Platform|view_map' }),
        item('dashboard.alerts', 'NotificationsActiveOutlined', '/dashboard/main/alerts', { permission: 'Platform|view_alerts' }),
      ],
    },
    item('devices', 'SensorsOutlined', '/dashboard/devices', { permission: 'Platform|view_devices' }),
    item('links', 'LinkOutlined', '/dashboard/links', { permission: 'Platform|view_links' }),
    item('routes', 'AltRouteOutlined', '/dashboard/routes', { permission: 'Platform|view_routes' }),
    item('signs', 'SignpostOutlined', '/dashboard/signs', { permission: 'Platform|view_signs' }),
    item('grids', 'GridOnOutlined', '/dashboard/grids', { permission: 'Platform|view_grids' }),
    item('tags', 'LocalOfferOutlined', '/dashboard/tags', { permission: 'Platform|view_tags' }),
    item('alerts', 'RuleOutlined', '/dashboard/alerts', { permission: 'Platform|view_alerts' }),
    item('actions', 'BoltOutlined', '/dashboard/actions', { permission: 'Platform|view_actions' }),
    item('tabular', 'TableChartOutlined', '/dashboard/tabular', { needsRole: true }),
    item('insight', 'InsightsOutlined', '/dashboard/insight', { needsRole: true }),
    item('route-monitoring-map', 'RouteOutlined', '/dashboard/route-monitoring-map', { permission: 'Move|view_move:route_monitoring' }),
    item('junction', 'MergeTypeOutlined', '/dashboard/junction', { permission: 'Move|view_move:junction' }),
    item('road-analytics', 'AddRoadOutlined', '/dashboard/road-analytics', { needsRole: true }),
    item('reports', 'AssessmentOutlined', '/dashboard/reports', { permission: 'Platform|view_report' }),
    item('settings', 'SettingsOutlined', '/dashboard/settings', { permission: 'Platform|view_settings' }),
    item('system-status', 'MonitorHeartOutlined', '/dashboard/system-status', { isStaff: true }),
  ];
}

/** The external dashboard entry, inserted into the Dashboard group when an organisation id is stored. */
export const grafanaItem: NavItem = {
  id: 'dashboard.grafana',
  type: 'basic',
  title: 'navigation.items.dashboard.grafana',
  icon: 'QueryStatsOutlined',
  link: '/dashboard/main/grafana',
  apps: 'ALL',
  permission: 'Platform|view_settings-company',
};
