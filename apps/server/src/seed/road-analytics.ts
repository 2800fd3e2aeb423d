import type { Queryable } from '../db/index.ts';
import type { SeededIds } from './core.ts';

/**
 * Road Analytics Co (data type 7) has no sensors: a provider sells it speeds on its own road
 * segments. This step gives it three Izmir corridors of five provider segments each, and 14 days
 * of 5-minute intervals up to the seed time: weekday morning and evening peaks, a light weekend
 * midday bump, and a little noise from a fixed-seed generator, so every figure is reproducible
 * for a given seed time.
 */
export const RA_DAYS = 14;
const STEP_S = 300;
const TIME_ZONE = 'Europe/Istanbul';

interface Corridor {
  name: string;
  code: string;
  start: [number, number];
  /** Heading of the corridor, degrees from north. */
  bearing: number;
  freeFlowKmh: number;
}
const CORRIDORS: Corridor[] = [
  { name: 'Altınyol', code: 'ALT', start: [27.155, 38.445], bearing: 20, freeFlowKmh: 82 },
  { name: 'Mürselpaşa Bulvarı', code: 'MUR', start: [27.145, 38.418], bearing: 95, freeFlowKmh: 62 },
  { name: 'Anadolu Caddesi', code: 'ANA', start: [27.175, 38.455], bearing: 60, freeFlowKmh: 70 },
];
const SEGMENTS_PER_CORRIDOR = 5;

export interface ProviderSegment {
  name: string;
  code: string;
  lengthM: number;
  freeFlowKmh: number;
  /** Share of free-flow speed lost at the height of a weekday peak. */
  peakDepth: number;
  geometry: Array<[number, number]>;
}

/** mulberry32: a tiny deterministic generator, so seeded figures are the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function providerSegments(): ProviderSegment[] {
  const rand = rng(7);
  return CORRIDORS.flatMap((c) => {
    let [lng, lat] = c.start;
    return Array.from({ length: SEGMENTS_PER_CORRIDOR }, (_, i) => {
      const lengthM = Math.round(600 + rand() * 1200);
      const rad = (c.bearing * Math.PI) / 180;
      const dLat = (Math.cos(rad) * lengthM) / 111_320;
      const dLng = (Math.sin(rad) * lengthM) / (111_320 * Math.cos((lat * Math.PI) / 180));
      const from: [number, number] = [lng, lat];
      [lng, lat] = [lng + dLng, lat + dLat];
      return {
        name: `${c.name} ${i + 1}`,
        code: `PS-${c.code}-${String(i + 1).padStart(2, '0')}`,
        lengthM,
        freeFlowKmh: Math.round(c.freeFlowKmh * (0.9 + rand() * 0.2)),
        peakDepth: 0.3 + rand() * 0.4,
        geometry: [from, [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]],
      };
    });
  });
}

const bump = (hour: number, at: number, width: number) => Math.exp(-((hour - at) ** 2) / (2 * width * width));

/** Share of free-flow speed lost at a local time: peaks on weekdays, a light midday bump at weekends. */
export function congestion(localHour: number, weekend: boolean, depth: number): number {
  if (weekend) return depth * 0.35 * bump(localHour, 13.5, 2);
  return depth * Math.max(bump(localHour, 8.25, 1), 0.9 * bump(localHour, 18, 1.3), 0.25 * bump(localHour, 13, 2));
}

/** Vehicles in a 5-minute interval: quiet nights, busy days. */
const volume = (localHour: number, weekend: boolean) =>
  Math.round(
    (weekend ? 0.7 : 1) * (12 + 110 * Math.max(bump(localHour, 8.5, 2.2), bump(localHour, 17.5, 2.6), 0.6 * bump(localHour, 13, 3))),
  );

/** Fridays are the worst, Mondays a little heavy; each date gets its own ±10% on top. */
const WEEKDAY_SEVERITY: Record<string, number> = { Mon: 1.05, Tue: 0.95, Wed: 1, Thu: 1.05, Fri: 1.2, Sat: 1, Sun: 1 };

/** Local hour (fractional), weekend flag and the day's severity of an instant in the company's zone. */
function localClock(fmt: Intl.DateTimeFormat, epochS: number): { hour: number; weekend: boolean; severity: number } {
  const parts = Object.fromEntries(fmt.formatToParts(new Date(epochS * 1000)).map((p) => [p.type, p.value]));
  const date = Number(`${parts.year}${parts.month}${parts.day}`);
  return {
    hour: (Number(parts.hour) % 24) + Number(parts.minute) / 60,
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
    severity: WEEKDAY_SEVERITY[parts.weekday] * (0.9 + rng(date)() * 0.2),
  };
}

export interface SeedInterval {
  link: number;
  start: number;
  count: number;
  medianS: number;
  speedKmh: number;
}

/** 14 days of intervals per segment ending at the last complete 5-minute interval before `nowS`. */
export function providerIntervals(segments: ProviderSegment[], nowS: number): SeedInterval[] {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  });
  const end = Math.floor(nowS / STEP_S) * STEP_S - STEP_S;
  const slots = (RA_DAYS * 86_400) / STEP_S;
  const clocks = Array.from({ length: slots }, (_, k) => localClock(fmt, end - (slots - 1 - k) * STEP_S));
  const out: SeedInterval[] = [];
  segments.forEach((s, link) => {
    const rand = rng(1000 + link);
    clocks.forEach((c, k) => {
      const noise = 1 + (rand() - 0.5) * 0.08;
      const speedKmh = Math.min(
        s.freeFlowKmh * 1.02,
        s.freeFlowKmh * (1 - Math.min(0.85, congestion(c.hour, c.weekend, s.peakDepth * c.severity))) * noise,
      );
      const count = Math.max(1, Math.round(volume(c.hour, c.weekend) * (0.85 + rand() * 0.3)));
      out.push({ link, start: end - (slots - 1 - k) * STEP_S, count, medianS: s.lengthM / (speedKmh / 3.6), speedKmh });
    });
  });
  return out;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

export async function seedRoadAnalytics(db: Queryable, ids: SeededIds, nowS = Math.floor(Date.now() / 1000)): Promise<void> {
  const company = ids.companies.roadanalytics;
  const segments = providerSegments();
  const { rows } = await db.query<{ id: number; provider_segment: string }>(
    `INSERT INTO links (company_id, name, provider_segment, length_m, geometry, free_flow_s)
     SELECT $1, n, p, len, g::jsonb, ff FROM unnest($2::text[], $3::text[], $4::float8[], $5::text[], $6::float8[]) AS x(n, p, len, g, ff)
     RETURNING id, provider_segment`,
    [
      company,
      segments.map((s) => s.name),
      segments.map((s) => s.code),
      segments.map((s) => s.lengthM),
      segments.map((s) => JSON.stringify(s.geometry)),
      segments.map((s) => r1(s.lengthM / (s.freeFlowKmh / 3.6))),
    ],
  );
  const idOf = new Map(rows.map((r) => [r.provider_segment, r.id]));
  const iv = providerIntervals(segments, nowS);
  // One bulk insert: ~60,000 rows as column arrays, the fastest path on both PGlite and PostgreSQL.
  await db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh)
     SELECT l, 0, to_timestamp(s), c, c, m, m * 1.03, m * 1.15, m * 0.8, m * 1.4, v
       FROM unnest($1::int[], $2::int8[], $3::int[], $4::float8[], $5::float8[]) AS x(l, s, c, m, v)`,
    [
      iv.map((i) => idOf.get(segments[i.link].code)),
      iv.map((i) => i.start),
      iv.map((i) => i.count),
      iv.map((i) => r1(i.medianS)),
      iv.map((i) => r1(i.speedKmh)),
    ],
  );
}
