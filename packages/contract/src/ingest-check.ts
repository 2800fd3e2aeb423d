import type { z } from 'zod';
import { EPOCH_MAX, isTimestampText, textProblem } from './common.ts';
import type { IngestDetection } from './ingest.ts';

type Detection = z.output<typeof IngestDetection>;

/** The ISO 8601 form sensors send (seconds, up to 6 decimals, `Z` or `±hh:mm`): a subset of what the schema takes. */
const PLAIN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;

/** The schema's trimmed text of 1..max characters, or undefined for anything it might refuse. */
function plainText(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string' || textProblem(v) !== null) return undefined;
  const t = v.trim();
  return t.length >= 1 && t.length <= max ? t : undefined;
}

/**
 * `IngestDetection.parse(raw)` for the records sensors send, by hand: a 1000-record batch through zod costs more
 * than storing it. Returns the same output as the schema, or undefined whenever the record is not plainly valid
 * (then the schema decides, and its messages are the answer). It may hand a valid record to the schema; it never
 * takes one the schema would refuse (ingest-check.test.ts compares the two).
 */
export function checkDetection(raw: unknown): Detection | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const serial = plainText(r.serial, 100);
  const fingerprint = plainText(r.fingerprint, 200);
  if (serial === undefined || fingerprint === undefined) return undefined;
  const t = r.create_time;
  if (typeof t === 'number') {
    if (!(t > 0 && t <= EPOCH_MAX)) return undefined;
  } else if (typeof t !== 'string' || !PLAIN_TIME.test(t) || !isTimestampText(t)) return undefined;
  const out: Detection = { serial, fingerprint, create_time: t, signal: 0 };
  const { rssi, signal, tag } = r;
  if (rssi !== undefined) {
    if (rssi !== null && !(typeof rssi === 'number' && Number.isInteger(rssi) && rssi >= -150 && rssi <= 20)) return undefined;
    out.rssi = rssi;
  }
  if (signal !== undefined) {
    if (signal !== 0 && signal !== 1 && signal !== 2 && signal !== 3) return undefined;
    out.signal = signal;
  }
  if (tag !== undefined) {
    if (tag !== null && !(typeof tag === 'string' && tag.length <= 200 && textProblem(tag) === null)) return undefined;
    out.tag = tag;
  }
  return out;
}
