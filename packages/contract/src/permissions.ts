/** Permission strings of core §6, in the form Area|action. */
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
  'Platform|view_report',
  'Platform|view_settings',
  'Platform|view_settings-company',
  'Move|view_move:route_monitoring',
  'Move|view_move:junction',
  'Platform|change_devices',
  'Platform|change_links',
  'Platform|change_routes',
  'Platform|change_alerts',
  'Platform|change_settings-company',
  'Platform|manage_users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Application types (DECISIONS "Core"): anything else is the standard road dashboard. */
export const APPLICATION_TYPE = { port: 1, hereAnalytics: 2, journey: 3 } as const;

/** Data type codes (DECISIONS "Core"). */
export const DATA_TYPE = { sensor: 0, crowd1: 1, crowd2: 2, radar: 3, connectedCar: 4, crowd3: 5, linkProvider: 6, roadAnalytics: 7 } as const;
export const CROWD_SOURCE_TYPES = [1, 2, 5] as const;
