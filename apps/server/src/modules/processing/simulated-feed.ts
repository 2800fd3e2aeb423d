import type { FastifyInstance } from 'fastify';
import { INTERVAL_S } from '@roadlens/traffic';
import { createCity, simulateHeartbeats, simulateRadar, simulateWindow } from '@roadlens/traffic/simulator/index';
import { feedLife, heartbeatRecord, type StopFeed } from './feed-loop.ts';
import { ingestClient } from './sim-client.ts';
import { backfillCity, type BackfillSpan } from './sim-backfill.ts';

/** History generated at the first start of a fresh seed (two weeks). */
export const BACKFILL_DAYS = 14;
/** Hours of that history loaded and processed first, for the map's current values. */
const FIRST_HOURS = 2;
const TICK_MS = 30_000;
const SEED = 20261123;
/** Records per ingest request (the endpoint takes up to 20 000). */
const BATCH = 5000;

export interface FeedOptions {
  freshSeed: boolean;
  /** History to backfill (default: the last BACKFILL_DAYS days up to now, when freshSeed). */
  backfill?: BackfillSpan[];
  tickMs?: number;
  vehiclesPerHourPeak?: number;
}

/**
 * Demo City's sensors, simulated. The backfill runs in the background after the server listens;
 * meanwhile, every tick sends the window since the last one — detections, the radar intervals that
 * closed and one heartbeat per sensor a minute — through the ingest API with the simulator's API
 * key and an Idempotency-Key, exactly as a sensor vendor would, so live processing, health and the
 * map run on the real path.
 */

export async function startSimulatedFeed(app: FastifyInstance, opts: FeedOptions): Promise<StopFeed> {
  const { rows: co } = await app.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Demo City' ORDER BY id LIMIT 1`);
  if (!co[0]) return Object.assign(async () => {}, { backfilled: Promise.resolve() });
  const companyId = co[0].id;
  const { rows: devs } = await app.db.query<{ id: number; serial: string }>(
    'SELECT id, serial FROM devices WHERE company_id = $1 AND deleted_at IS NULL',
    [companyId],
  );
  const deviceOf = new Map(devs.map((d) => [d.serial, d.id]));
  const city = createCity();
  const post = await ingestClient(app, companyId);
  const life = feedLife(app, 'simulated city');
  const start = Math.floor(Date.now() / 1000);

  // The last hours first: the map has current values within seconds, the weeks behind them follow.
  const seam = Math.floor((start - FIRST_HOURS * 3600) / INTERVAL_S) * INTERVAL_S;
  const spans =
    opts.backfill ??
    (opts.freshSeed
      ? [
          { from: seam, to: start },
          { from: start - BACKFILL_DAYS * 86400, to: seam },
        ]
      : []);
  const backfill =
    spans.length === 0
      ? Promise.resolve()
      : (async () => {
          const t0 = performance.now();
          const r = await backfillCity(app, {
            companyId,
            city,
            deviceOf,
            spans,
            seed: SEED,
            vehiclesPerHourPeak: opts.vehiclesPerHourPeak,
            stopped: life.stopped,
          });
          app.log.info(
            { ...r, seconds: Math.round((performance.now() - t0) / 100) / 10, stopped: life.stopped() },
            'simulated city: backfill done',
          );
        })().catch((err) => app.log.error({ err }, 'simulated city backfill failed'));

  let cursor = start;
  // The interval that closed last comes with the first tick (the backfill stops before it); a restart
  // sends it again under the same Idempotency-Key, so it is stored once.
  let radarCursor = Math.floor(start / INTERVAL_S) * INTERVAL_S - INTERVAL_S;
  let beatCursor = Math.floor(start / 60) * 60 - 60; // a first heartbeat right away: health is live from the start
  const known = (records: Array<{ serial: string }>) => records.filter((r) => deviceOf.has(r.serial));

  const tick = async () => {
    const now = Math.floor(Date.now() / 1000);
    if (now > cursor) {
      const w = simulateWindow(city, cursor, now, SEED, { vehiclesPerHourPeak: opts.vehiclesPerHourPeak });
      const records = known(
        [...w.bySensor].flatMap(([serial, list]) =>
          list.map((d) => ({ serial, fingerprint: d.fingerprint, create_time: d.time, rssi: d.rssi, signal: d.signal })),
        ),
      );
      for (let i = 0; i < records.length; i += BATCH)
        await post('detections', records.slice(i, i + BATCH), `sim-det-${cursor}-${now}-${i / BATCH}`);
      cursor = now;
    }
    // Radar intervals are sent once closed.
    const closed = Math.floor(now / INTERVAL_S) * INTERVAL_S;
    if (closed > radarCursor) {
      const records = known(
        simulateRadar(city, radarCursor, closed, SEED).map((r) => ({
          serial: r.sensorKey,
          timestamp: r.start,
          lane: r.lane,
          count: r.count,
          speed_kmh: r.avgSpeedKmh,
          occupancy: r.occupancyPct,
        })),
      );
      if (records.length) await post('radar', records, `sim-radar-${radarCursor}-${closed}`);
      radarCursor = closed;
    }
    const minute = Math.floor(now / 60) * 60;
    if (minute > beatCursor) {
      const records = known(simulateHeartbeats(city, beatCursor + 60, minute + 60, SEED).map(heartbeatRecord));
      if (records.length) await post('logs', records, `sim-logs-${beatCursor}-${minute}`);
      beatCursor = minute;
    }
  };

  return life.run(tick, opts.tickMs ?? TICK_MS, backfill);
}
