import { DeviceHealthReport } from '../device-health.ts';
import { endpoint } from '../endpoint.ts';

/** The alerts dashboard until alert rules land: sensors that need a look. */
export const alerts = {
  deviceHealth: endpoint({
    method: 'GET',
    path: '/api/map/device_health/',
    summary: 'Sensors offline, silent, or detecting far below their usual rate for this hour of the week.',
    tags: ['alerts'],
    responses: { 200: DeviceHealthReport },
    access: { auth: 'user', permission: 'Platform|view_map' },
  }),
};
