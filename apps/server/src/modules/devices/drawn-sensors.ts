import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { cachedRoute } from '../../lib/cached-route.ts';
import { drawnSensors } from './drawn-sensors.queries.ts';

/**
 * Every placed device as the live map draws it, in one compact answer. Kept per company until a
 * device is written (ingest writes `last_seen` there), and at most a second, like the device list.
 */
export default function drawnSensorsRoute(app: FastifyInstance) {
  cachedRoute(
    app,
    devices.drawn,
    { tables: ['devices', 'companies'], scope: (req) => authOf(req).user.companyId, maxAgeMs: 1000 },
    async (req) => drawnSensors(app.db, authOf(req).user.companyId),
  );
}
