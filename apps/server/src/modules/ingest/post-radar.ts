import type { FastifyInstance } from 'fastify';
import { ingest } from '@roadlens/contract/endpoints/ingest';
import { route } from '../../lib/route.ts';
import { IngestRadar } from '@roadlens/contract/ingest';
import { parseRecords, runIdempotent, toIso } from './ingest-batch.ts';
import { insertRadar, touchDevices } from './ingest.queries.ts';
import { minuteCounter } from './minute-counts.ts';

/** Radar interval counts; same idempotency and error rules as detections. */
export default function postRadar(app: FastifyInstance) {
  route(app, ingest.radar, async (req, reply) =>
    runIdempotent(req, reply, app.db, 'radar', {
      records: req.body.records,
      prepare: async (lookup) => (await parseRecords(lookup, IngestRadar, req.body.records)).parsed,
      write: async (tx, _companyId, parsed) => {
        const lastSeen = new Map<number, string>();
        const perMinute = minuteCounter();
        const rows = parsed.map(({ record, deviceId }) => {
          const timestamp = toIso(record.timestamp);
          const prev = lastSeen.get(deviceId);
          if (!prev || prev < timestamp) lastSeen.set(deviceId, timestamp);
          perMinute.add(deviceId, Date.parse(timestamp), record.count);
          return {
            deviceId,
            timestamp,
            lane: record.lane ?? null,
            count: record.count,
            speedKmh: record.speed_kmh ?? null,
            occupancy: record.occupancy ?? null,
            vehicleClass: record.vehicle_class ?? null,
          };
        });
        await insertRadar(tx, rows, perMinute.result());
        await touchDevices(tx, [...lastSeen.keys()], [...lastSeen.values()]);
        return { accepted: rows.length, deviceIds: [...lastSeen.keys()] };
      },
    }),
  );
}
