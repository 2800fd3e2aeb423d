import { rekeyFingerprint } from '@roadlens/traffic';
import type { z } from 'zod';
import type { IngestDetection } from '@roadlens/contract/ingest';
import type { Queryable } from '../../db/index.ts';
import { companySecret, insertDetections, touchDevices } from './ingest.queries.ts';
import { toIso } from './ingest-batch.ts';

export interface WrittenBatch {
  accepted: number;
  deviceIds: number[];
  /** Epoch seconds of the earliest and latest detection: live processing's window. */
  from: number;
  to: number;
}

/** Stores validated detections (fingerprints re-keyed) and moves the devices' last_seen. */
export async function writeDetections(
  tx: Queryable, companyId: number, parsed: Array<{ record: z.output<typeof IngestDetection>; deviceId: number }>,
): Promise<WrittenBatch> {
  const secret = await companySecret(tx, companyId);
  const lastSeen = new Map<number, string>();
  let from = Infinity;
  let to = -Infinity;
  const rows = parsed.map(({ record, deviceId }) => {
    const createTime = toIso(record.create_time);
    const t = Date.parse(createTime) / 1000;
    if (t < from) from = t;
    if (t > to) to = t;
    const prev = lastSeen.get(deviceId);
    if (!prev || prev < createTime) lastSeen.set(deviceId, createTime);
    return {
      deviceId, fingerprint: rekeyFingerprint(secret, record.fingerprint), createTime,
      rssi: record.rssi ?? null, signal: record.signal, tag: record.tag ?? null,
    };
  });
  if (rows.length) {
    await insertDetections(tx, rows);
    await touchDevices(tx, [...lastSeen.keys()], [...lastSeen.values()]);
  }
  return { accepted: rows.length, deviceIds: [...lastSeen.keys()], from, to };
}
