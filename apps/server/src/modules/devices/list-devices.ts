import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { cachedRoute } from '../../lib/cached-route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listDevices } from './devices.queries.ts';

/**
 * The company's devices with their last processing run's task counts and last hour's detection
 * rate. Kept per company until a device, a processing task or a minute count is written; the rate
 * also moves with the clock (its hour slides), so an answer is at most a second old.
 */
export default function listDevicesRoute(app: FastifyInstance) {
  cachedRoute(
    app,
    devices.list,
    {
      tables: ['devices', 'processing_tasks', 'device_minute_counts', 'companies'],
      scope: (req) => authOf(req).user.companyId,
      maxAgeMs: 1000,
    },
    async (req) => {
      const { user } = authOf(req);
      const q = req.query;
      const { count, rows } = await listDevices(app.db, user.companyId, { ...q, limit: q.page_size, offset: (q.page - 1) * q.page_size });
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
