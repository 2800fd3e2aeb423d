import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { page } from '@roadlens/contract/common';
import { Device, DeviceListQuery } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { pageLinks } from '../data/pagination.ts';
import { listDevices } from './devices.queries.ts';

/** GET /api/map/devices/ — the company's devices, DRF-paginated, ordered by name by default. */
export default function listDevicesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/',
    { schema: { tags: ['devices'], querystring: DeviceListQuery, response: { 200: page(Device) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const { user } = authOf(req);
      const q = req.query;
      const { count, rows } = await listDevices(app.db, user.companyId, { ...q, limit: q.page_size, offset: (q.page - 1) * q.page_size });
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
