// The queries of a live step over many links at once (live-step.ts): each takes the whole step's
// reads or writes as parallel arrays, so a step costs the same few round trips for one link or 500.
// Every read is keyed by device and time range (detections) or link and time (matches, states), the
// keys the tables are indexed, and would be partitioned or distributed, on.
import type { FilterState } from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import { DETECTION_ROWS, RS, US } from './processing.queries.ts';

/** A device and a time range [from, to] (epoch s). */
export interface DeviceRange {
  device: number;
  from: number;
  to: number;
}

const unnestRanges = 'unnest($1::int[], $2::float8[], $3::float8[]) WITH ORDINALITY AS x(dev, f, t, i)';
const rangeParams = (reads: DeviceRange[]) => [reads.map((r) => r.device), reads.map((r) => r.from), reads.map((r) => r.to)];

/** The distinct fingerprints detected at each device within its range, by the read's index. */
export async function fingerprintsInRanges(db: Queryable, reads: DeviceRange[]): Promise<string[][]> {
  const out = reads.map((): string[] => []);
  if (reads.length === 0) return out;
  const { rows } = await db.query<{ i: number; s: string }>(
    `SELECT x.i::int AS i, string_agg(DISTINCT d.fingerprint, E'\\x1f') AS s
       FROM ${unnestRanges}
       JOIN detections d ON d.device_id = x.dev AND d.create_time >= to_timestamp(x.f) AND d.create_time <= to_timestamp(x.t)
      GROUP BY x.i`,
    rangeParams(reads),
  );
  for (const r of rows) out[r.i - 1] = r.s.split(US);
  return out;
}

/**
 * Each device's detections within its range of any of these fingerprints, as DETECTION_ROWS strings by
 * the read's index ('' for none). The fingerprints travel as a bound array, planned as constants, so
 * `= ANY` is a hash lookup (see batchFingerprintDetections).
 */
export async function detectionsInRanges(db: Queryable, reads: DeviceRange[], fingerprints: string[]): Promise<string[]> {
  const out = reads.map(() => '');
  if (reads.length === 0 || fingerprints.length === 0) return out;
  const { rows } = await db.query<{ i: number; s: string }>(
    `SELECT x.i::int AS i, ${DETECTION_ROWS}
       FROM ${unnestRanges}
       JOIN detections d ON d.device_id = x.dev AND d.create_time >= to_timestamp(x.f) AND d.create_time <= to_timestamp(x.t)
      WHERE d.fingerprint = ANY($4::text[])
      GROUP BY x.i`,
    [...rangeParams(reads), fingerprints],
  );
  for (const r of rows) out[r.i - 1] = r.s;
  return out;
}

export interface CandidateKey {
  linkId: number;
  fingerprint: string;
  departure: number;
}

/** Indexes of the candidate matches (live mode) already stored, probed on the match key. */
export async function storedCandidates(db: Queryable, candidates: CandidateKey[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const { rows } = await db.query<{ i: number }>(
    `SELECT x.i::int AS i FROM unnest($1::int[], $2::text[], $3::float8[]) WITH ORDINALITY AS x(l, f, d, i)
      WHERE EXISTS (SELECT 1 FROM matches m WHERE m.link_id = x.l AND m.mode = 0 AND m.departure = to_timestamp(x.d) AND m.fingerprint = x.f)`,
    [candidates.map((c) => c.linkId), candidates.map((c) => c.fingerprint), candidates.map((c) => c.departure)],
  );
  return new Set(rows.map((r) => r.i - 1));
}

export async function loadLiveStates(db: Queryable, linkIds: number[]): Promise<Map<number, FilterState>> {
  if (linkIds.length === 0) return new Map();
  const { rows } = await db.query<{ link_id: number; state: FilterState }>(
    'SELECT link_id, state FROM link_state WHERE mode = 0 AND link_id = ANY($1::int[])',
    [linkIds],
  );
  return new Map(rows.map((r) => [r.link_id, r.state]));
}

export async function saveLiveStates(db: Queryable, states: Map<number, FilterState>): Promise<void> {
  if (states.size === 0) return;
  await db.query(
    `INSERT INTO link_state (link_id, mode, state, updated_at) SELECT l, 0, s::jsonb, now() FROM unnest($1::int[], $2::text[]) AS x(l, s)
     ON CONFLICT (link_id, mode) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
    [[...states.keys()], [...states.values()].map((s) => JSON.stringify(s))],
  );
}

/** A link's 5-minute interval to re-aggregate, with the link's max travel time (bounds the departure). */
export interface IntervalKey {
  linkId: number;
  start: number;
  maxTravelTimeS: number;
}

export interface StoredMatch {
  fingerprint: string;
  d: number;
  a: number;
  t: number;
  accepted: boolean;
  reason: string | null;
}

/** Every live match arriving in each of these intervals, by the key's index (as matchesArrivingBetween). */
export async function matchesInIntervals(db: Queryable, keys: IntervalKey[], intervalS: number): Promise<StoredMatch[][]> {
  const out = keys.map((): StoredMatch[] => []);
  if (keys.length === 0) return out;
  const { rows } = await db.query<{ i: number; s: string }>(
    `SELECT x.i::int AS i, string_agg(m.fingerprint || E'\\x1f' || extract(epoch FROM m.departure)::float8 || E'\\x1f'
              || extract(epoch FROM m.arrival)::float8 || E'\\x1f' || m.travel_time_s || E'\\x1f' || m.accepted::text
              || E'\\x1f' || coalesce(m.reason, ''), E'\\x1e') AS s
       FROM unnest($1::int[], $2::float8[], $3::float8[]) WITH ORDINALITY AS x(l, s, back, i)
       JOIN matches m ON m.link_id = x.l AND m.mode = 0 AND m.arrival >= to_timestamp(x.s) AND m.arrival < to_timestamp(x.s + $4::float8)
        AND m.departure >= to_timestamp(x.s - x.back)
      GROUP BY x.i`,
    [keys.map((k) => k.linkId), keys.map((k) => k.start), keys.map((k) => k.maxTravelTimeS), intervalS],
  );
  for (const r of rows) {
    out[r.i - 1] = r.s.split(RS).map((rec) => {
      const f = rec.split(US);
      return {
        fingerprint: f[0],
        d: Number(f[1]),
        a: Number(f[2]),
        t: Number(f[3]),
        accepted: f[4] === 'true',
        reason: f[5] === '' ? null : f[5],
      };
    });
  }
  return out;
}
