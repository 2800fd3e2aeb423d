import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IngestRadar, IngestRadarBody, IngestResponse } from '@roadlens/contract/ingest';
import { parseRecords, runIdempotent, toIso } from './ingest-batch.ts';
import { insertRadar, touchDevices } from './ingest.queries.ts';

/** POST /api/ingest/radar/ — radar interval counts; same idempotency and error rules as detections. */
export default function postRadar(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ingest/radar/',
    {
      schema: { tags: ['ingest'], body: IngestRadarBody, response: { 201: IngestResponse } },
      config: { access: { auth: 'user', permission: 'Platform|change_devices' } },
    },
    async (req, reply) =>
      runIdempotent(req, reply, app.db, 'radar', async (tx, companyId) => {
        const { parsed } = await parseRecords(tx, companyId, IngestRadar, req.body.records);
        const lastSeen = new Map<number, string>();
        const rows = parsed.map(({ record, deviceId }) => {
          const timestamp = toIso(record.timestamp);
          const prev = lastSeen.get(deviceId);
          if (!prev || prev < timestamp) lastSeen.set(deviceId, timestamp);
          return {
            deviceId, timestamp, lane: record.lane ?? null, count: record.count, speedKmh: record.speed_kmh ?? null,
            occupancy: record.occupancy ?? null, vehicleClass: record.vehicle_class ?? null,
          };
        });
        await insertRadar(tx, rows);
        await touchDevices(tx, [...lastSeen.keys()], [...lastSeen.values()]);
        return { accepted: rows.length, deviceIds: [...lastSeen.keys()] };
      }),
  );
}
