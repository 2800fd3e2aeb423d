import type { AlertObjectType } from '@roadlens/contract/alert-rules';
import { percentile } from '@roadlens/traffic/intervals';
import type { Queryable } from '../../db/index.ts';
import { deviceRates } from '../alerts/device-health.queries.ts';
import type { Figures, TrafficFigures } from './engine.ts';
import { tagsNow } from './tag-figures.ts';
import { estimatedFreeFlows, linksNow, routesOf, sensorsNow, signsNow, typicalSamples, type LinkNow } from './figures.queries.ts';

export interface ObjectNow {
  name: string;
  figures: Figures;
}
export type FiguresByType = Record<AlertObjectType, Map<number, ObjectNow>>;

/** What a rule needs gathered: its kind of object, which ones (null = all) and whether it reads detection rates. */
export interface Watch {
  object_type: AlertObjectType;
  object_ids: number[] | null;
  condition: { kind: string };
}

/**
 * Values that change slowly, kept between evaluations: typical for a (link, interval start) is
 * fixed once that interval exists, and an estimated free flow moves over weeks.
 */
export interface FigureCache {
  typical: Map<string, number[]>;
  freeFlow: Map<number, { atS: number; ff: number | null }>;
}
export const newFigureCache = (): FigureCache => ({ typical: new Map(), freeFlow: new Map() });
const FREE_FLOW_TTL_S = 3600;
const TYPICAL_KEEP_S = 2 * 3600;

/** null when any rule watches every object of the kind, else the union of their ids. */
function wanted(watches: Watch[], type: AlertObjectType): number[] | null | undefined {
  const mine = watches.filter((w) => w.object_type === type);
  if (mine.length === 0) return undefined;
  if (mine.some((w) => w.object_ids === null)) return null;
  return [...new Set(mine.flatMap((w) => w.object_ids as number[]))];
}

/** Gathers the figures every watched object is judged on, with few queries whatever the number of rules. */
export async function gatherFigures(
  db: Queryable,
  companyId: number,
  timeZone: string,
  watches: Watch[],
  now: Date,
  cache: FigureCache,
): Promise<FiguresByType> {
  const out: FiguresByType = { link: new Map(), route: new Map(), device: new Map(), sign: new Map(), tag: new Map() };
  const nowS = now.getTime() / 1000;
  const wantLinks = wanted(watches, 'link');
  const wantRoutes = wanted(watches, 'route');
  const wantDevices = wanted(watches, 'device');
  const wantSigns = wanted(watches, 'sign');
  const wantTags = wanted(watches, 'tag');

  const routes = wantRoutes === undefined ? [] : await routesOf(db, companyId, wantRoutes);
  let linkIds: number[] | null | undefined = wantLinks;
  if (routes.length > 0 && linkIds !== null) linkIds = [...new Set([...(linkIds ?? []), ...routes.flatMap((r) => r.link_ids)])];
  if (linkIds !== undefined) {
    const links = await linksNow(db, companyId, linkIds, now);
    const byId = new Map<number, TrafficFigures & { name: string }>();
    const typical = await typicalOf(db, links, timeZone, nowS, cache);
    const estimated = await freeFlowOf(db, links, nowS, cache);
    for (const l of links) {
      const f: TrafficFigures = {
        type: 'traffic',
        intervalStart: l.start_s,
        travelTimeS: l.median_s,
        samples: l.accepted_count ?? 0,
        rawSamples: l.raw_count ?? 0,
        rejected: Math.max(0, (l.raw_count ?? 0) - (l.accepted_count ?? 0)),
        lengthM: l.length_m,
        freeFlowS: l.free_flow_s ?? estimated.get(l.id) ?? null,
        typicalSamples: l.start_s === null ? [] : (typical.get(`${l.id}:${l.start_s}`) ?? []),
        lastDataS: l.last_data_s,
      };
      byId.set(l.id, { ...f, name: l.name });
      if (wantLinks !== undefined && (wantLinks === null || wantLinks.includes(l.id))) out.link.set(l.id, { name: l.name, figures: f });
    }
    for (const r of routes) {
      const parts = r.link_ids.map((id) => byId.get(id));
      if (parts.length === 0 || parts.some((p) => !p)) continue;
      out.route.set(r.id, { name: r.name, figures: routeFigures(parts as TrafficFigures[]) });
    }
  }
  if (wantDevices !== undefined) {
    const sensors = await sensorsNow(db, companyId, wantDevices);
    const needRates = watches.some((w) => w.object_type === 'device' && w.condition.kind === 'low_rate');
    const rates = needRates ? new Map((await deviceRates(db, companyId)).map((r) => [r.id, r])) : new Map();
    for (const s of sensors) {
      const r = rates.get(s.id);
      out.device.set(s.id, {
        name: s.name,
        figures: { type: 'sensor', lastSeenS: s.last_seen_s, ratePerHour: r ? r.rate : null, usualPerHour: r?.usual ?? null },
      });
    }
  }
  if (wantSigns !== undefined) {
    for (const s of await signsNow(db, companyId, wantSigns)) {
      out.sign.set(s.id, { name: s.name, figures: { type: 'sign', reason: s.reason, fallbackSinceS: s.fallback_since_s } });
    }
  }
  if (wantTags !== undefined) out.tag = await tagsNow(db, companyId, wantTags, now);
  return out;
}

const sumOrNull = (xs: Array<number | null>) => (xs.some((x) => x === null) ? null : (xs as number[]).reduce((a, b) => a + b, 0));

/**
 * A route is the chain of its links: travel time, free flow and typical are sums (unknown when a
 * link has none), its samples the weakest link's, and it had data last when its stalest link did.
 * Typical's samples are summed rank by rank, so their median is the sum of the links' typicals.
 */
export function routeFigures(parts: TrafficFigures[]): TrafficFigures {
  const n = Math.min(...parts.map((p) => p.typicalSamples.length));
  const typicalSamples =
    n === 0
      ? []
      : Array.from({ length: n }, (_, j) =>
          parts.reduce((s, p) => s + (percentile(p.typicalSamples, n === 1 ? 50 : (100 * j) / (n - 1)) as number), 0),
        );
  const current = parts.every((p) => p.intervalStart !== null);
  return {
    type: 'traffic',
    // The stalest link's: the route's value is as old as its oldest part.
    intervalStart: current ? Math.min(...parts.map((p) => p.intervalStart as number)) : null,
    travelTimeS: current ? sumOrNull(parts.map((p) => p.travelTimeS)) : null,
    samples: Math.min(...parts.map((p) => p.samples)),
    rawSamples: parts.reduce((s, p) => s + p.rawSamples, 0),
    rejected: parts.reduce((s, p) => s + p.rejected, 0),
    lengthM: parts.reduce((s, p) => s + p.lengthM, 0),
    freeFlowS: sumOrNull(parts.map((p) => p.freeFlowS)),
    typicalSamples,
    lastDataS: parts.some((p) => p.lastDataS === null) ? null : Math.min(...parts.map((p) => p.lastDataS as number)),
  };
}

async function typicalOf(
  db: Queryable,
  links: LinkNow[],
  timeZone: string,
  nowS: number,
  cache: FigureCache,
): Promise<Map<string, number[]>> {
  const missing = links.filter((l) => l.start_s !== null && !cache.typical.has(`${l.id}:${l.start_s}`));
  for (let i = 0; i < missing.length; i += 2000) {
    const part = missing.slice(i, i + 2000);
    const found = new Map(
      (
        await typicalSamples(
          db,
          part.map((l) => l.id),
          part.map((l) => l.start_s as number),
          timeZone,
        )
      ).map((r) => [`${r.link_id}:${r.start_s}`, r.medians]),
    );
    for (const l of part) cache.typical.set(`${l.id}:${l.start_s}`, found.get(`${l.id}:${l.start_s}`) ?? []);
  }
  for (const key of cache.typical.keys()) if (Number(key.split(':')[1]) < nowS - TYPICAL_KEEP_S) cache.typical.delete(key);
  return cache.typical;
}

async function freeFlowOf(db: Queryable, links: LinkNow[], nowS: number, cache: FigureCache): Promise<Map<number, number | null>> {
  const stale = links.filter((l) => l.free_flow_s === null && !((cache.freeFlow.get(l.id)?.atS ?? -Infinity) > nowS - FREE_FLOW_TTL_S));
  for (const r of await estimatedFreeFlows(
    db,
    stale.map((l) => l.id),
  ))
    cache.freeFlow.set(r.id, { atS: nowS, ff: r.ff });
  return new Map([...cache.freeFlow].map(([id, v]) => [id, v.ff]));
}
