import type { FastifyInstance } from 'fastify';
import { ingest } from '@roadlens/contract/endpoints/ingest';
import { route } from '../../lib/route.ts';
import { IngestLog } from '@roadlens/contract/ingest';
import { parseRecords, runIdempotent, toIso } from './ingest-batch.ts';
import { insertLogs, setDeviceHealth, touchDevices } from './ingest.queries.ts';

/** Device heartbeats and log lines; voltage/temperature update the device's health. */
export default function postLogs(app: FastifyInstance) {
  route(app, ingest.logs, async (req, reply) =>
    runIdempotent(req, reply, app.db, 'logs', {
      records: req.body.records,
      prepare: async (lookup) => (await parseRecords(lookup, IngestLog, req.body.records)).parsed,
      write: async (tx, _companyId, parsed) => {
        const newest = new Map<number, { t: string; voltage: number | null; temperature: number | null }>();
        const rows = parsed.map(({ record, deviceId }) => {
          const timestamp = toIso(record.timestamp);
          const row = {
            deviceId,
            timestamp,
            level: record.level,
            message: record.message,
            voltage: record.voltage ?? null,
            temperature: record.temperature ?? null,
          };
          const prev = newest.get(deviceId);
          if (!prev || prev.t < timestamp) newest.set(deviceId, { t: timestamp, voltage: row.voltage, temperature: row.temperature });
          return row;
        });
        await insertLogs(tx, rows);
        await touchDevices(
          tx,
          [...newest.keys()],
          [...newest.values()].map((v) => v.t),
        );
        for (const [id, v] of newest) await setDeviceHealth(tx, id, v.voltage, v.temperature);
        return { accepted: rows.length, deviceIds: [...newest.keys()] };
      },
    }),
  );
}
