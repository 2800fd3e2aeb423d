import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/index.ts';
import { deviceAverage, type AverageFilter, type Bucket } from './averages.queries.ts';
import { zipCsv } from './export-zip.ts';
import { exportNames } from './export.queries.ts';
import { speedColumn, speedIn, type SpeedUnit } from '../../lib/speed-unit.ts';

/** CSV columns: those of the JSON rows of each call (only records have a fixed export column list). */
export const PROCESS_COLUMNS = [
  'device_id',
  'device_serial',
  'device_name',
  'link_id',
  'link_name',
  'last_detection',
  'type',
  'raw_count',
  'accepted_count',
  'median_s',
  'p85_s',
  'speed_kmh',
];
export const AVERAGE_COLUMNS = [
  'device_id',
  'device_serial',
  'device_name',
  'link_id',
  'link_name',
  'timestamp',
  'raw_count',
  'accepted_count',
  'mean_s',
  'median_s',
  'p85_s',
  'speed_kmh',
];

/** Rows per window at most (buckets × links), well under deviceAverage's own 100,000-row cap. */
const ROWS_PER_WINDOW = 50_000;
const STEP: Record<Exclude<Bucket, 'month'>, number> = { '5min': 300, hour: 3600, day: 86400, week: 604800 };
/** date_trunc('week') starts on Monday; the first Monday after the epoch. */
const MONDAY = 345_600;

/** Start of the bucket holding t (epoch s), as the SQL buckets it. */
function alignDown(t: number, b: Bucket): number {
  if (b === 'month') {
    const d = new Date(t * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
  }
  const origin = b === 'week' ? MONDAY : 0;
  return Math.floor((t - origin) / STEP[b]) * STEP[b] + origin;
}
function advance(t: number, b: Bucket, n: number): number {
  if (b !== 'month') return t + n * STEP[b];
  const d = new Date(t * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1) / 1000;
}

/** First and last sample time of the filtered rows, and how many links the filter spans. */
async function extent(db: Queryable, f: AverageFilter) {
  const params: unknown[] = [f.companyId, f.mode];
  const p = (v: unknown) => `$${params.push(v)}`;
  const time = f.database === 'intervals' ? 'i.start' : 'i.arrival';
  const links = ['l.company_id = $1', 'l.origin_device_id IS NOT NULL'];
  if (f.deviceIds) links.push(`l.origin_device_id = ANY(${p(f.deviceIds)}::int[])`);
  const where = [...links, 'i.mode = $2'];
  if (f.from) where.push(`${time} >= ${p(f.from)}::timestamptz`);
  if (f.to) where.push(`${time} <= ${p(f.to)}::timestamptz`);
  const { rows } = await db.query<{ first: number | null; last: number | null; links: number }>(
    `SELECT extract(epoch FROM min(${time}))::float8 AS first, extract(epoch FROM max(${time}))::float8 AS last,
            (SELECT count(*)::int FROM links l WHERE ${links.join(' AND ')}) AS links
       FROM links l JOIN ${f.database} i ON i.link_id = l.id WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0];
}

const later = (a: string | undefined, b: string) => (a && Date.parse(a) > Date.parse(b) ? a : b);
const earlier = (a: string | undefined, b: string) => (a && Date.parse(a) < Date.parse(b) ? a : b);

/**
 * The aggregated rows of a device_average/device_process query, a window of whole buckets at a time
 * (sized so a window holds at most ROWS_PER_WINDOW rows), in bucket order: memory stays flat however
 * long the period, and every bucket is complete because windows end on bucket boundaries.
 */
async function windowPages(db: Queryable, f: AverageFilter) {
  const e = await extent(db, f);
  const perWindow = Math.max(1, Math.floor(ROWS_PER_WINDOW / Math.max(1, e.links)));
  let start = e.first == null ? Infinity : alignDown(e.first, f.bucket);
  return async () => {
    while (e.last != null && start <= e.last) {
      const end = advance(start, f.bucket, perWindow);
      // Inclusive upper bound just before the next window (timestamps carry microseconds).
      const to = `${new Date((end - 1) * 1000).toISOString().slice(0, 19)}.999999Z`;
      const rows = await deviceAverage(db, { ...f, from: later(f.from, new Date(start * 1000).toISOString()), to: earlier(f.to, to) });
      start = end;
      if (rows.length > 0) return rows;
    }
    return [];
  };
}

type AverageRow = Awaited<ReturnType<typeof deviceAverage>>[number];

/** The columns with the speed named in the reader's unit (`speed_kmh` or `speed_mph`). */
const withUnit = (columns: string[], unit: SpeedUnit) => columns.map((c) => (c === 'speed_kmh' ? speedColumn(unit) : c));

/** A zip of one CSV of device_average rows, streamed window by window; speeds in the reader's unit. */
export async function averageZip(db: Queryable, f: AverageFilter, unit: SpeedUnit = 'km__hr'): Promise<Readable> {
  const next = await windowPages(db, f);
  const names = await exportNames(db, f.companyId);
  // zipCsv hands back the last row's key; the window cursor lives in `next` instead.
  return zipCsv<AverageRow>(
    'device_average.csv',
    withUnit(AVERAGE_COLUMNS, unit),
    () => next(),
    (r) => [
      r.device_id,
      names.serial(r.device_id),
      names.device(r.device_id),
      r.link_id,
      names.link(r.link_id),
      r.timestamp,
      r.raw_count,
      r.accepted_count,
      r.mean_s,
      r.median_s,
      r.p85_s,
      speedIn(r.speed_kmh, unit),
    ],
    () => 0,
  );
}

/** A zip of one CSV of device_process 5-minute rows; down_sample keeps every n-th row of the whole export. */
export async function processZip(db: Queryable, f: AverageFilter, downSample?: number, unit: SpeedUnit = 'km__hr'): Promise<Readable> {
  const next = await windowPages(db, { ...f, bucket: '5min' });
  const names = await exportNames(db, f.companyId);
  let seen = 0;
  const page = async () => {
    for (;;) {
      const rows = await next();
      if (rows.length === 0) return rows;
      const kept = downSample ? rows.filter(() => seen++ % downSample === 0) : rows;
      if (kept.length > 0) return kept;
    }
  };
  return zipCsv<AverageRow>(
    'device_process.csv',
    withUnit(PROCESS_COLUMNS, unit),
    page,
    (r) => [
      r.device_id,
      names.serial(r.device_id),
      names.device(r.device_id),
      r.link_id,
      names.link(r.link_id),
      r.timestamp,
      f.mode,
      r.raw_count,
      r.accepted_count,
      r.median_s,
      r.p85_s,
      speedIn(r.speed_kmh, unit),
    ],
    () => 0,
  );
}
