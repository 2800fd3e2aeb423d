import type { FastifyInstance } from 'fastify';
import { IngestDetection } from '@roadlens/contract/ingest';
import { checkDetection } from '@roadlens/contract/ingest-check';
import { ingest } from '@roadlens/contract/endpoints/ingest';
import { route } from '../../lib/route.ts';
import { parseRecords, runIdempotent } from './ingest-batch.ts';
import { prepareDetections, storeDetections, storedInOneStatement } from './write-detections.ts';
import { liveProcessor } from '../processing/live-processor.ts';

/** A batch of Bluetooth/WiFi detections; live processing follows the commit. */
export default function postDetections(app: FastifyInstance) {
  const live = liveProcessor(app);
  route(app, ingest.detections, async (req, reply) => {
    let range = { from: 0, to: 0, backlogId: 0 };
    return runIdempotent(req, reply, app.db, 'detections', {
      records: req.body.records,
      prepare: async (lookup) => {
        const { parsed, secret } = await parseRecords(lookup, IngestDetection, req.body.records, checkDetection);
        return prepareDetections(parsed, secret, app.db.kind === 'postgres' ? 'copy' : 'columns');
      },
      write: async (tx, companyId, batch, remember) => {
        // The live work commits with the detections, so a crash before it is done only delays it (to the next start).
        const backlogId = await storeDetections(tx, batch, companyId, remember?.(batch.accepted));
        range = { from: batch.from, to: batch.to, backlogId };
        return { ...batch, remembered: true };
      },
      // PGlite's rows go in the same statement as the rest: one statement, one round trip to its worker, no BEGIN/COMMIT.
      oneStatement: storedInOneStatement,
      afterCommit: (companyId, deviceIds) => {
        if (range.backlogId) live.enqueue({ companyId, deviceIds, from: range.from, to: range.to, backlogIds: [range.backlogId] });
      },
    });
  });
}
