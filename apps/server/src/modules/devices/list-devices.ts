import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listDevices } from './devices.queries.ts';

export default function listDevicesRoute(app: FastifyInstance) {
  route(app, devices.list, async (req) => {
    const { user } = authOf(req);
    const q = req.query;
    const { count, rows } = await listDevices(app.db, user.companyId, { ...q, limit: q.page_size, offset: (q.page - 1) * q.page_size });
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
