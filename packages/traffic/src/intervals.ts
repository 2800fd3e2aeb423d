import type { Interval, Sample } from './types.ts';

/** Length of a base statistics interval in seconds (5 minutes). */
export const INTERVAL_S = 300;

/**
 * The p-th percentile (0–100) by linear interpolation between closest ranks: rank = p/100·(n − 1),
 * value = v[⌊rank⌋] + (rank − ⌊rank⌋)·(v[⌊rank⌋+1] − v[⌊rank⌋]) on the sorted values. This is the
 * common "type 7" definition (numpy's default, Excel PERCENTILE.INC, PostgreSQL percentile_cont), so
 * figures agree with SQL rollups and spreadsheets. p50 is the median. `null` for no values.
 */
export function percentile(values: number[], p: number): number | null {
  return values.length === 0
    ? null
    : percentileOfSorted(
        [...values].sort((a, b) => a - b),
        p,
      );
}

/** percentile() of values already sorted ascending (no copy, no sort). */
export function percentileOfSorted(v: number[], p: number): number | null {
  if (v.length === 0) return null;
  const rank = (Math.min(Math.max(p, 0), 100) / 100) * (v.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.min(lo + 1, v.length - 1);
  return v[lo] + (rank - lo) * (v[hi] - v[lo]);
}

/** Space-mean speed (km/h) over a link of `lengthM` metres for a travel time; null when unusable. */
export function speedKmh(lengthM: number, travelTimeS: number | null): number | null {
  if (travelTimeS === null || !(travelTimeS > 0) || !(lengthM > 0)) return null;
  return (lengthM * 3.6) / travelTimeS; // multiply first: 1000 m in 60 s is exactly 60 km/h
}

/**
 * Per link and interval statistics, bucketed by ARRIVAL time (the moment the travel time became
 * known, as live processing sees it). `rawCount` counts every sample; the travel-time statistics use
 * accepted samples only, so an interval with samples but none accepted has counts and null
 * statistics. Intervals without any sample are not emitted (absence = no data, never "0 s").
 * Sorted by link, then start.
 */
export function aggregateIntervals(samples: Sample[], lengthM: number, intervalS: number = INTERVAL_S): Interval[] {
  type Bucket = { linkId: number; start: number; raw: number; accepted: number[] };
  // Link, then start: numeric keys, no string built per sample.
  const byLink = new Map<number, Map<number, Bucket>>();
  for (const s of samples) {
    const start = Math.floor(s.arrival / intervalS) * intervalS;
    let buckets = byLink.get(s.linkId);
    if (!buckets) byLink.set(s.linkId, (buckets = new Map()));
    let b = buckets.get(start);
    if (!b) buckets.set(start, (b = { linkId: s.linkId, start, raw: 0, accepted: [] }));
    b.raw += 1;
    if (s.accepted) b.accepted.push(s.travelTimeS);
  }
  const rows: Interval[] = [];
  for (const b of [...byLink.values()].flatMap((m) => [...m.values()])) {
    const n = b.accepted.length;
    b.accepted.sort((x, y) => x - y); // once for the median, p85, min and max
    const medianS = percentileOfSorted(b.accepted, 50);
    rows.push({
      linkId: b.linkId,
      start: b.start,
      rawCount: b.raw,
      acceptedCount: n,
      medianS,
      meanS: n ? b.accepted.reduce((a, x) => a + x, 0) / n : null,
      p85S: percentileOfSorted(b.accepted, 85),
      minS: n ? b.accepted[0] : null,
      maxS: n ? b.accepted[n - 1] : null,
      speedKmh: speedKmh(lengthM, medianS),
    });
  }
  return rows.sort((a, b) => a.linkId - b.linkId || a.start - b.start);
}

/**
 * Rolls intervals up into hourly (3600) or daily (86400) rows of the same shape.
 *
 * `tzOffset` places bucket boundaries at local time: a fixed offset in seconds east of UTC
 * (Istanbul: 10800) or an IANA zone name, whose offset is looked up per row (so days start at
 * local midnight across DST changes). Default 0 = UTC.
 *
 * Exact: rawCount, acceptedCount (sums), minS, maxS, meanS (accepted-count-weighted mean of means).
 * Approximate: medianS and p85S are accepted-count-weighted means of the interval values — the
 * samples themselves are gone after aggregation; for exact figures query the samples. speedKmh uses
 * the link length recovered from the rows (speed·median/3.6), so no extra parameter is needed.
 */
export function rollup(intervals: Interval[], bucketS: 3600 | 86400, tzOffset: number | string = 0): Interval[] {
  type Acc = { row: Interval; w: number; med: number; mean: number; p85: number; lengthM: number | null };
  const buckets = new Map<string, Acc>();
  for (const iv of intervals) {
    const start = bucketStart(iv.start, bucketS, tzOffset);
    const key = `${iv.linkId}:${start}`;
    let a = buckets.get(key);
    if (!a) {
      const row: Interval = {
        linkId: iv.linkId,
        start,
        rawCount: 0,
        acceptedCount: 0,
        medianS: null,
        meanS: null,
        p85S: null,
        minS: null,
        maxS: null,
        speedKmh: null,
      };
      buckets.set(key, (a = { row, w: 0, med: 0, mean: 0, p85: 0, lengthM: null }));
    }
    const r = a.row;
    r.rawCount += iv.rawCount;
    r.acceptedCount += iv.acceptedCount;
    if (iv.minS !== null) r.minS = r.minS === null ? iv.minS : Math.min(r.minS, iv.minS);
    if (iv.maxS !== null) r.maxS = r.maxS === null ? iv.maxS : Math.max(r.maxS, iv.maxS);
    if (iv.acceptedCount > 0 && iv.medianS !== null && iv.meanS !== null && iv.p85S !== null) {
      a.w += iv.acceptedCount;
      a.med += iv.acceptedCount * iv.medianS;
      a.mean += iv.acceptedCount * iv.meanS;
      a.p85 += iv.acceptedCount * iv.p85S;
      if (a.lengthM === null && iv.speedKmh !== null) a.lengthM = (iv.speedKmh * iv.medianS) / 3.6;
    }
  }
  const rows: Interval[] = [];
  for (const a of buckets.values()) {
    if (a.w > 0) {
      a.row.medianS = a.med / a.w;
      a.row.meanS = a.mean / a.w;
      a.row.p85S = a.p85 / a.w;
      a.row.speedKmh = a.lengthM === null ? null : speedKmh(a.lengthM, a.row.medianS);
    }
    rows.push(a.row);
  }
  return rows.sort((x, y) => x.linkId - y.linkId || x.start - y.start);
}

/** Start (epoch s) of the bucket holding `t`, with boundaries at local time. */
function bucketStart(t: number, bucketS: number, tz: number | string): number {
  if (typeof tz === 'number') return Math.floor((t + tz) / bucketS) * bucketS - tz;
  const off = zoneOffsetS(t, tz);
  const localStart = Math.floor((t + off) / bucketS) * bucketS;
  // The offset at the bucket's start may differ from the offset at t (a DST change inside the day).
  return localStart - zoneOffsetS(localStart - off, tz);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of an IANA time zone from UTC at an instant, in seconds east of UTC (Istanbul → 10800). */
export function zoneOffsetS(epochS: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  const whole = Math.floor(epochS);
  const p = Object.fromEntries(f.formatToParts(new Date(whole * 1000)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) / 1000;
  return asUtc - whole;
}
