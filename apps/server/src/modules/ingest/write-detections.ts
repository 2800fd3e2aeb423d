import type { z } from 'zod';
import { fingerprintKeyer } from '@roadlens/traffic';
import type { IngestDetection } from '@roadlens/contract/ingest';
import type { Queryable } from '../../db/index.ts';
import {
  companySecret,
  copyDetections,
  touchDetectionDevices,
  type DetectionColumns,
  type MinuteCounts,
  type StoredAnswer,
} from './ingest.queries.ts';
import { minuteCounter } from './minute-counts.ts';

export interface WrittenBatch {
  accepted: number;
  deviceIds: number[];
  /** Epoch seconds of the earliest and latest detection: live processing's window. */
  from: number;
  to: number;
}

/** A batch ready to store: everything but the writes is done, or left to be done while they run. */
export interface PreparedDetections extends WrittenBatch {
  /** The rows: COPY text in chunks made as the COPY reads them, or arrays per column. */
  rows: { lines: Iterable<string> } | { columns: DetectionColumns };
  /** The devices (in id order) and their newest detection. */
  seen: { ids: number[]; times: string[] };
  counts: MinuteCounts;
}

type Parsed = Array<{ record: z.output<typeof IngestDetection>; deviceId: number }>;

/** Rows per COPY chunk: PostgreSQL stores one while the next is re-keyed. */
const CHUNK = 250;

/** Free text in COPY's text format: backslash, tab and line ends escaped; null is `\N`. */
function copyEscape(s: string | null | undefined): string {
  if (s === null || s === undefined) return '\\N';
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

/**
 * Reads a validated batch's times (each device's newest detection, the last hour's counts per minute) and lays
 * its rows out, the fingerprints re-keyed with the company secret. `copy` (PostgreSQL): COPY text in chunks made
 * only as the COPY reads them, so the database stores one chunk while the next is re-keyed (most of a batch's
 * own CPU time). `columns` (PGlite, where an INSERT … unnest measured faster than its COPY from a blob): arrays,
 * made now, before the transaction holds PGlite's one connection.
 */
export function prepareDetections(parsed: Parsed, secret: string, form: 'copy' | 'columns' = 'columns'): PreparedDetections {
  const rekey = fingerprintKeyer(secret);
  const lastSeen = new Map<number, number>();
  let from = Infinity;
  let to = -Infinity;
  const perMinute = minuteCounter();
  const times = new Array<string>(parsed.length);
  for (let i = 0; i < parsed.length; i++) {
    const { record, deviceId } = parsed[i];
    const t = record.create_time;
    const d = typeof t === 'number' ? new Date(t * 1000) : new Date(t);
    const ms = d.getTime();
    if (ms < from) from = ms;
    if (ms > to) to = ms;
    if (!(ms <= (lastSeen.get(deviceId) ?? -Infinity))) lastSeen.set(deviceId, ms);
    perMinute.add(deviceId, ms);
    times[i] = d.toISOString();
  }
  function* chunks(): Generator<string> {
    for (let start = 0; start < parsed.length; start += CHUNK) {
      let lines = '';
      for (let i = start; i < Math.min(start + CHUNK, parsed.length); i++) {
        const { record, deviceId } = parsed[i];
        // The re-keyed fingerprint is hex and the time ISO text: neither needs escaping.
        lines += `${deviceId}\t${rekey(record.fingerprint)}\t${times[i]}\t${record.rssi ?? '\\N'}\t${record.signal}\t${copyEscape(record.tag)}\n`;
      }
      yield lines;
    }
  }
  const columns = (): DetectionColumns => {
    const n = parsed.length;
    const c: DetectionColumns = {
      deviceIds: new Array(n),
      fingerprints: new Array(n),
      times,
      rssi: new Array(n),
      signal: new Array(n),
      tags: new Array(n),
    };
    for (let i = 0; i < n; i++) {
      const { record, deviceId } = parsed[i];
      c.deviceIds[i] = deviceId;
      c.fingerprints[i] = rekey(record.fingerprint);
      c.rssi[i] = record.rssi ?? null;
      c.signal[i] = record.signal;
      c.tags[i] = record.tag ?? null;
    }
    return c;
  };
  const ids = [...lastSeen.keys()].sort((a, b) => a - b);
  return {
    accepted: parsed.length,
    deviceIds: ids,
    from: from / 1000,
    to: to / 1000,
    rows: form === 'copy' ? { lines: { [Symbol.iterator]: chunks } } : { columns: columns() },
    seen: { ids, times: ids.map((id) => new Date(lastSeen.get(id)!).toISOString()) },
    counts: perMinute.result(),
  };
}

/**
 * Stores a prepared batch in the caller's transaction: the rows (by COPY, or in the next statement), the devices'
 * last_seen and counts, given a company the batch's live work (returns its backlog row's id, 0 without), and given
 * `remember` the batch's answer under its Idempotency-Key.
 */
export async function storeDetections(
  tx: Queryable,
  batch: PreparedDetections,
  liveFor?: number,
  remember?: StoredAnswer,
): Promise<number> {
  if (!batch.accepted && !remember) return 0;
  const live = liveFor === undefined ? undefined : { companyId: liveFor, from: batch.from, to: batch.to };
  if ('columns' in batch.rows) return touchDetectionDevices(tx, batch.seen, batch.counts, live, batch.rows.columns, remember);
  await copyDetections(tx, batch.rows.lines);
  return touchDetectionDevices(tx, batch.seen, batch.counts, live, undefined, remember);
}

/** True when storeDetections is one statement for this batch (its rows go in that statement, not by COPY). */
export const storedInOneStatement = (batch: PreparedDetections): boolean => 'columns' in batch.rows;

/** Both steps at once, for callers that hold validated records inside their own transaction. */
export async function writeDetections(
  tx: Queryable,
  companyId: number,
  parsed: Parsed,
  /** The company's secret when the caller already read it. */
  secret?: string,
): Promise<WrittenBatch> {
  const batch = prepareDetections(parsed, secret ?? (await companySecret(tx, companyId)));
  await storeDetections(tx, batch);
  return { accepted: batch.accepted, deviceIds: batch.deviceIds, from: batch.from, to: batch.to };
}
