import type { z } from 'zod';
import type { IngestDetection } from '@roadlens/contract/ingest';
import type { Queryable } from '../../db/index.ts';
import { companySecret, insertDetections, type DetectionRow } from './ingest.queries.ts';
import { fingerprintKeyer } from './fingerprint-keyer.ts';
import { minuteCounter } from './minute-counts.ts';

export interface WrittenBatch {
  accepted: number;
  deviceIds: number[];
  /** Epoch seconds of the earliest and latest detection: live processing's window. */
  from: number;
  to: number;
}

/** Epoch seconds (number) or ISO 8601 text → ISO 8601 and epoch ms, parsing the text once. */
function timeOf(t: string | number): { iso: string; ms: number } {
  const d = typeof t === 'number' ? new Date(t * 1000) : new Date(t);
  return { iso: d.toISOString(), ms: d.getTime() };
}

/**
 * Stores validated detections of one company (fingerprints re-keyed with the company secret) and moves the
 * devices' last_seen and last hour's counts, in one statement inside the caller's transaction.
 */
export async function writeDetections(
  tx: Queryable,
  companyId: number,
  parsed: Array<{ record: z.output<typeof IngestDetection>; deviceId: number }>,
  /** The company's secret when the caller already read it (the HTTP path reads it with the devices). */
  secret?: string,
): Promise<WrittenBatch> {
  const rekey = fingerprintKeyer(secret ?? (await companySecret(tx, companyId)));
  const lastSeen = new Map<number, number>();
  let from = Infinity;
  let to = -Infinity;
  const rows = new Array<DetectionRow>(parsed.length);
  const perMinute = minuteCounter();
  for (let i = 0; i < parsed.length; i++) {
    const { record, deviceId } = parsed[i];
    const { iso, ms } = timeOf(record.create_time);
    if (ms < from) from = ms;
    if (ms > to) to = ms;
    if (!(ms <= (lastSeen.get(deviceId) ?? -Infinity))) lastSeen.set(deviceId, ms);
    perMinute.add(deviceId, ms);
    rows[i] = {
      deviceId,
      fingerprint: rekey(record.fingerprint),
      createTime: iso,
      rssi: record.rssi ?? null,
      signal: record.signal,
      tag: record.tag ?? null,
    };
  }
  if (rows.length) {
    const ids = [...lastSeen.keys()];
    await insertDetections(tx, rows, { ids, times: ids.map((id) => new Date(lastSeen.get(id)!).toISOString()) }, perMinute.result());
  }
  return { accepted: rows.length, deviceIds: [...lastSeen.keys()], from: from / 1000, to: to / 1000 };
}
