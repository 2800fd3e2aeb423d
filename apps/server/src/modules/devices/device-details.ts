import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { timeRanges } from './devices.queries.ts';

const parseIds = (s: string) => {
  const ids = s.split(',').filter(Boolean).map(Number);
  if (ids.some((x) => !Number.isInteger(x) || x <= 0)) throw badRequest('devices', 'Comma-separated device ids.');
  return ids;
};

/** Each device's time range, by a GET with the ids in the query or a POST with them in the body. */
export default function deviceDetails(app: FastifyInstance) {
  route(app, devices.details, async (req) => timeRanges(app.db, authOf(req).user.companyId, parseIds(req.query.devices)));
  route(app, devices.detailsPost, async (req) => timeRanges(app.db, authOf(req).user.companyId, req.body.devices));
}
