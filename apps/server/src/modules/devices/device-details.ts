import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DetailsBody, DetailsQuery, DeviceTimeRange } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { timeRanges } from './devices.queries.ts';

const parseIds = (s: string) => {
  const ids = s.split(',').filter(Boolean).map(Number);
  if (ids.some((x) => !Number.isInteger(x) || x <= 0)) throw badRequest('devices', 'Comma-separated device ids.');
  return ids;
};

/**
 * GET /api/map/devices/details/?devices=1,2 and POST with {devices: [...]} (clients switch to POST
 * above 1500 characters): each device's time range (first, last, no_data_days, radar range).
 */
export default function deviceDetails(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/map/devices/details/',
    { schema: { tags: ['devices'], querystring: DetailsQuery, response: { 200: z.array(DeviceTimeRange) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => timeRanges(app.db, authOf(req).user.companyId, parseIds(req.query.devices)),
  );
  r.post(
    '/api/map/devices/details/',
    { schema: { tags: ['devices'], body: DetailsBody, response: { 200: z.array(DeviceTimeRange) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => timeRanges(app.db, authOf(req).user.companyId, req.body.devices),
  );
}
