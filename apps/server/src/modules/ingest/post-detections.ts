import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IngestDetection, IngestDetectionsBody, IngestResponse } from '@roadlens/contract/ingest';
import { parseRecords, runIdempotent } from './ingest-batch.ts';
import { writeDetections } from './write-detections.ts';
import { insertLiveBacklog } from './ingest.queries.ts';
import { liveProcessor } from '../processing/live-processor.ts';

const DESCRIPTION = `Sensors push detections in batches with \`Authorization: Token <api key>\` and an \`Idempotency-Key\`.
The answer (201) comes only after the batch is committed; a retry with the same key and body returns the stored answer
and writes nothing; the same key with another body is refused (422). A bad record rejects the whole batch (400)
naming it: \`{"records": {"3": {"create_time": ["Invalid input"]}}}\`. Fingerprints are keyed again with the
company's secret before storage.`;

/** POST /api/ingest/detections/ — a batch of Bluetooth/WiFi detections; live processing follows the commit. */
export default function postDetections(app: FastifyInstance) {
  const live = liveProcessor(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ingest/detections/',
    {
      schema: { tags: ['ingest'], description: DESCRIPTION, body: IngestDetectionsBody, response: { 201: IngestResponse } },
      config: { access: { auth: 'user', permission: 'Platform|change_devices' } },
    },
    async (req, reply) => {
      let range = { from: 0, to: 0, backlogId: 0 };
      return runIdempotent(
        req, reply, app.db, 'detections',
        async (tx, companyId) => {
          const { parsed, secret } = await parseRecords(tx, companyId, IngestDetection, req.body.records);
          const written = await writeDetections(tx, companyId, parsed, secret);
          // The live work commits with the detections, so a crash before it is done only delays it (to the next start).
          const backlogId = written.deviceIds.length ? await insertLiveBacklog(tx, companyId, written.deviceIds, written.from, written.to) : 0;
          range = { from: written.from, to: written.to, backlogId };
          return written;
        },
        (companyId, deviceIds) => {
          if (range.backlogId) live.enqueue({ companyId, deviceIds, from: range.from, to: range.to, backlogIds: [range.backlogId] });
        },
      );
    },
  );
}
