import type { FastifyInstance } from 'fastify';
import { estimatedFreeFlowSql, INTERVAL_S, PASS_GAP_S, rekeyFingerprint } from '@roadlens/traffic';
import { generateDetections, simulateHeartbeats, simulateRadar, type City } from '@roadlens/traffic/simulator/index';
import { linksOfDevices } from './processing.queries.ts';
import { runLinkPeriod } from './experimental-run.ts';
import { processLinkLive } from './link-processing.ts';
import { recountDevices } from '../../lib/ingest-counters.ts';
import { stepSizer } from '../../lib/step-sizer.ts';

export interface BackfillSpan {
  from: number;
  to: number;
}

export interface BackfillInput {
  companyId: number;
  city: City;
  deviceOf: Map<string, number>;
  spans: BackfillSpan[];
  seed: number;
  vehiclesPerHourPeak?: number;
  stopped: () => boolean;
}

const iso = (s: number) => new Date(s * 1000).toISOString();

/** Parts of [from, to) that no range in `done` covers. */
export function uncovered(from: number, to: number, done: BackfillSpan[]): BackfillSpan[] {
  let parts: BackfillSpan[] = from < to ? [{ from, to }] : [];
  for (const d of done)
    parts = parts.flatMap((p) =>
      [
        { from: p.from, to: Math.min(p.to, d.from) },
        { from: Math.max(p.from, d.to), to: p.to },
      ].filter((q) => q.from < q.to),
    );
  return parts;
}

/**
 * History for a fresh Demo City: detections, radar intervals and heartbeats of the spans go in by
 * COPY (the bulk path — two weeks through the HTTP API would take the first start minutes), with
 * fingerprints keyed exactly as ingest keys them. Each span is then processed link by link in one
 * pass (the experimental path, into live mode). Spans go in the order given, each finished before
 * the next, so a caller that puts the last hours first has a coloured map within seconds while the
 * weeks behind them load. After the span that reaches furthest, the boundary with the live feed is
 * closed by a live step and the sensors' counts are made. At the end free flow is measured from the
 * intervals and the tables are analysed.
 */
export async function backfillCity(app: FastifyInstance, b: BackfillInput): Promise<{ detections: number; matches: number }> {
  const db = app.db;
  const { rows: co } = await db.query<{ fingerprint_secret: string }>('SELECT fingerprint_secret FROM companies WHERE id = $1', [
    b.companyId,
  ]);
  const keyed = new Map<string, string>();
  const rekey = (fp: string) => keyed.get(fp) ?? keyed.set(fp, rekeyFingerprint(co[0].fingerprint_secret, fp)).get(fp)!;
  const links = await linksOfDevices(db, [...b.deviceOf.values()]);
  // A span's matches arrive inside it, but their departures can be up to a link's longest trip earlier: those
  // detections go in with the span, so a span loaded before the one ahead of it still matches across the seam.
  const lead = Math.max(0, ...links.map((l) => l.max_travel_time_s + PASS_GAP_S));
  const latest = Math.max(...b.spans.map((s) => s.to));
  const copied: BackfillSpan[] = [];
  let detections = 0;
  let matches = 0;
  const lines: string[] = [];
  // Rows per COPY, sized so one takes about a background step: pages' calls queued behind one (the embedded database
  // has one connection) wait no longer than that. The first is small, as this machine's speed is not known yet.
  const copy = stepSizer({ first: 2_000, least: 500, most: 50_000 });
  /** COPYs the rows gathered, a step's size at a time; with `all` unset, leaves fewer than that for the next call. */
  const flush = async (table: string, columns: string[], all = true) => {
    while (lines.length >= copy.size || (all && lines.length > 0)) {
      const step = lines.splice(0, copy.size);
      const began = performance.now();
      await db.copyCsv(table, columns, `${step.join('\n')}\n`);
      copy.took(step.length, performance.now() - began);
    }
  };
  const DET = ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal'];
  for (const span of b.spans) {
    const opts = { seed: b.seed, vehiclesPerHourPeak: b.vehiclesPerHourPeak };
    for (const part of uncovered(span.from - lead, span.to, copied)) {
      for (const w of generateDetections(b.city, part.from, part.to, opts)) {
        if (b.stopped()) return { detections, matches };
        for (const [serial, list] of w.bySensor) {
          const id = b.deviceOf.get(serial);
          if (id === undefined) continue;
          for (const d of list) lines.push(`${id},${rekey(d.fingerprint)},${iso(d.time)},${d.rssi},${d.signal}`);
        }
        detections += w.count;
        if (lines.length >= copy.size) await flush('detections', DET, false);
      }
      await flush('detections', DET);
      copied.push(part);
    }
    // The radar interval that closed last comes with the live feed's first tick.
    const radarTo = span.to === latest ? Math.floor(span.to / INTERVAL_S) * INTERVAL_S - INTERVAL_S : span.to;
    for (const r of simulateRadar(b.city, span.from, radarTo, b.seed)) {
      lines.push(`${b.deviceOf.get(r.sensorKey)},${iso(r.start)},${r.lane},${r.count},${r.avgSpeedKmh ?? ''},${r.occupancyPct}`);
      if (lines.length >= copy.size)
        await flush('radar_data', ['device_id', 'timestamp', 'lane', 'count', 'speed_kmh', 'occupancy'], false);
    }
    await flush('radar_data', ['device_id', 'timestamp', 'lane', 'count', 'speed_kmh', 'occupancy']);
    for (const h of simulateHeartbeats(b.city, span.from, span.to, b.seed, { everyS: 900 })) {
      lines.push(`${b.deviceOf.get(h.sensorKey)},${iso(h.time)},${h.level},"${h.message}",${h.voltage},${h.temperature}`);
      if (lines.length >= copy.size)
        await flush('device_logs', ['device_id', 'timestamp', 'level', 'message', 'voltage', 'temperature'], false);
    }
    await flush('device_logs', ['device_id', 'timestamp', 'level', 'message', 'voltage', 'temperature']);
    // COPY went past ingest: count the sensors' last hour and arrivals as ingest would have.
    if (span.to === latest) await recountDevices(db, [...b.deviceOf.values()]);

    // Up to the last whole interval: the live step takes the rest with the live filter state.
    const to = Math.floor(span.to / INTERVAL_S) * INTERVAL_S;
    for (const link of links) {
      if (b.stopped()) return { detections, matches };
      const filter = { sigma: link.sigma, bValue: link.b_value, trendThreshold: link.trend_threshold };
      const r = await db.transaction((tx) => runLinkPeriod(tx, link, { mode: 0, from: span.from, to, filter, replace: false }));
      matches += r.matches;
      if (span.to === latest) await db.transaction((tx) => processLinkLive(tx, link, to, Math.floor(Date.now() / 1000)));
    }
    app.log.info({ from: iso(span.from), to: iso(span.to), detections, matches }, 'simulated city: span backfilled');
  }
  keyed.clear();
  // Free flow measured from the whole history (the link's own was a guess from the speed limit): the
  // estimate a link without its own free flow gets, kept where the history gives none.
  await db.query(
    `UPDATE links l SET free_flow_s = COALESCE(round((${estimatedFreeFlowSql('l.id')})::numeric, 1)::float8, l.free_flow_s)
      WHERE l.company_id = $1`,
    [b.companyId],
  );
  await db.exec('ANALYZE detections; ANALYZE matches; ANALYZE intervals; ANALYZE radar_data; ANALYZE device_logs');
  return { detections, matches };
}
