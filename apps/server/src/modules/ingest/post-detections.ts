import type { FastifyInstance } from 'fastify';
import { IngestDetection } from '@roadlens/contract/ingest';
import { ingest } from '@roadlens/contract/endpoints/ingest';
import { route } from '../../lib/route.ts';
import { parseRecords, runIdempotent } from './ingest-batch.ts';
import { writeDetections } from './write-detections.ts';
import { insertLiveBacklog } from './ingest.queries.ts';
import { liveProcessor } from '../processing/live-processor.ts';

/** A batch of Bluetooth/WiFi detections; live processing follows the commit. */
export default function postDetections(app: FastifyInstance) {
  const live = liveProcessor(app);
  route(app, ingest.detections, async (req, reply) => {
    let range = { from: 0, to: 0, backlogId: 0 };
    return runIdempotent(
      req,
      reply,
      app.db,
      'detections',
      async (tx, companyId) => {
        const { parsed, secret } = await parseRecords(tx, companyId, IngestDetection, req.body.records);
        const written = await writeDetections(tx, companyId, parsed, secret);
        // The live work commits with the detections, so a crash before it is done only delays it (to the next start).
        const backlogId = written.deviceIds.length
          ? await insertLiveBacklog(tx, companyId, written.deviceIds, written.from, written.to)
          : 0;
        range = { from: written.from, to: written.to, backlogId };
        return written;
      },
      (companyId, deviceIds) => {
        if (range.backlogId) live.enqueue({ companyId, deviceIds, from: range.from, to: range.to, backlogIds: [range.backlogId] });
      },
    );
  });
}
