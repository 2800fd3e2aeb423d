/** Permission strings, in the form Area|action. */
export const PERMISSIONS = [
  'Platform|view_map',
  'Platform|view_alerts',
  'Platform|view_devices',
  'Platform|view_links',
  'Platform|view_routes',
  'Platform|view_signs',
  'Platform|view_grids',
  'Platform|view_tags',
  'Platform|view_actions',
  'Platform|view_activities',
  'Platform|view_report',
  'Platform|view_settings',
  'Platform|view_settings-company',
  'Move|view_move:route_monitoring',
  'Move|view_move:junction',
  'Platform|change_devices',
  'Platform|change_links',
  'Platform|change_routes',
  'Platform|change_signs',
  'Platform|change_tags',
  'Platform|change_grids',
  'Platform|change_alerts',
  'Platform|change_actions',
  'Platform|change_activities',
  'Platform|change_report',
  'Platform|change_settings-company',
  'Platform|manage_users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The areas a roles editor groups permissions under, in display order. */
export const PERMISSION_AREAS = [
  'map',
  'sensors',
  'links',
  'routes',
  'signs',
  'grids',
  'tags',
  'alerts',
  'actions',
  'activities',
  'analytics',
  'reports',
  'settings',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export interface PermissionInfo {
  area: PermissionArea;
  /** i18n key of its readable name (codes hold `|` and `:`, which translation keys cannot). */
  key: string;
  /**
   * Whether the module it opens exists in this installation. Permissions of modules not built yet
   * stay valid (roles may hold them) but a roles editor does not offer them.
   */
  exists: boolean;
  /** The endpoint-table area that makes up the module, for modules an installation may lack. */
  module?: string;
}

/** Every permission with its area, readable-name key and whether its module exists. */
export const PERMISSION_CATALOGUE = {
  'Platform|view_map': { area: 'map', key: 'viewMap', exists: true },
  'Platform|view_devices': { area: 'sensors', key: 'viewDevices', exists: true },
  'Platform|change_devices': { area: 'sensors', key: 'changeDevices', exists: true },
  'Platform|view_links': { area: 'links', key: 'viewLinks', exists: true },
  'Platform|change_links': { area: 'links', key: 'changeLinks', exists: true },
  'Platform|view_routes': { area: 'routes', key: 'viewRoutes', exists: true },
  'Platform|change_routes': { area: 'routes', key: 'changeRoutes', exists: true },
  'Platform|view_signs': { area: 'signs', key: 'viewSigns', exists: true, module: 'signs' },
  'Platform|change_signs': { area: 'signs', key: 'changeSigns', exists: true, module: 'signs' },
  'Platform|view_grids': { area: 'grids', key: 'viewGrids', exists: true, module: 'grids' },
  'Platform|change_grids': { area: 'grids', key: 'changeGrids', exists: true, module: 'grids' },
  'Platform|view_tags': { area: 'tags', key: 'viewTags', exists: true, module: 'tags' },
  'Platform|change_tags': { area: 'tags', key: 'changeTags', exists: true, module: 'tags' },
  'Platform|view_alerts': { area: 'alerts', key: 'viewAlerts', exists: true },
  'Platform|change_alerts': { area: 'alerts', key: 'changeAlerts', exists: true },
  'Platform|view_actions': { area: 'actions', key: 'viewActions', exists: true, module: 'actions' },
  'Platform|change_actions': { area: 'actions', key: 'changeActions', exists: true, module: 'actions' },
  'Platform|view_activities': { area: 'activities', key: 'viewActivities', exists: true, module: 'activities' },
  'Platform|change_activities': { area: 'activities', key: 'changeActivities', exists: true, module: 'activities' },
  'Move|view_move:route_monitoring': { area: 'analytics', key: 'viewRouteMonitoring', exists: true, module: 'routeMonitoring' },
  'Move|view_move:junction': { area: 'analytics', key: 'viewJunction', exists: true, module: 'junctions' },
  'Platform|view_report': { area: 'reports', key: 'viewReports', exists: true, module: 'reports' },
  'Platform|change_report': { area: 'reports', key: 'changeReports', exists: true, module: 'reports' },
  'Platform|view_settings': { area: 'settings', key: 'viewSettings', exists: true },
  'Platform|view_settings-company': { area: 'settings', key: 'viewCompanySettings', exists: true },
  'Platform|change_settings-company': { area: 'settings', key: 'changeCompanySettings', exists: true },
  'Platform|manage_users': { area: 'settings', key: 'manageUsers', exists: true },
} as const satisfies Record<Permission, PermissionInfo>;

export const isPermission = (code: string): code is Permission => Object.hasOwn(PERMISSION_CATALOGUE, code);

/** Application types: anything else is the standard road dashboard. */
export const APPLICATION_TYPE = { port: 1, hereAnalytics: 2, journey: 3 } as const;

/** Data type codes. */
export const DATA_TYPE = {
  sensor: 0,
  crowd1: 1,
  crowd2: 2,
  radar: 3,
  connectedCar: 4,
  crowd3: 5,
  linkProvider: 6,
  roadAnalytics: 7,
} as const;
export const CROWD_SOURCE_TYPES = [1, 2, 5] as const;
