import type { FastifyInstance } from 'fastify';
import { createSmallNetwork, simulateHeartbeats, simulateWindow, type SmallNetworkDef } from '@roadlens/traffic/simulator/index';
import { provisionNetwork } from '../../seed/sim-network.ts';
import { feedLife, heartbeatRecord, type StopFeed } from './feed-loop.ts';
import { ingestClient, type SimAccount } from './sim-client.ts';

const TICK_MS = 30_000;
/** Records per ingest request (the endpoint takes up to 20 000). */
const BATCH = 5000;
/** Heartbeats in the history: one per sensor every quarter hour, as the city's backfill has. */
const HISTORY_BEAT_S = 900;

/** What makes one company's simulated network: its roads, its vendor account and its random seed. */
export interface NetworkSpec {
  def: SmallNetworkDef;
  account: SimAccount;
  seed: number;
  /** Start of the feed's Idempotency-Keys, unique per network. */
  keyPrefix: string;
  /** History sent when the network is new or the seed fresh (seconds). */
  backfillS: number;
  vehiclesPerHourPeak: number;
  providerSegments?: boolean;
}

export interface NetworkFeedOptions {
  freshSeed: boolean;
  /** History to send before the live ticks (default: the spec's, when the seed or the network is fresh). */
  backfillS?: number;
  tickMs?: number;
  vehiclesPerHourPeak?: number;
}

/**
 * A small simulated network of one company: configured once (sensors, links, routes), then its
 * sensors' detections and heartbeats go through the ingest API under the network's own vendor key —
 * the history an hour a batch, oldest first, then every tick the window since the last — so live
 * matching, the intervals, health and every read screen run on the real path.
 */
export async function startNetworkFeed(
  app: FastifyInstance,
  companyId: number,
  spec: NetworkSpec,
  opts: NetworkFeedOptions,
): Promise<StopFeed> {
  const city = createSmallNetwork(spec.def);
  const timeZone = spec.def.timeZone;
  const created = await provisionNetwork(app.db, companyId, city, { timeZone, providerSegments: spec.providerSegments });
  const { rows: devs } = await app.db.query<{ serial: string }>('SELECT serial FROM devices WHERE company_id = $1 AND deleted_at IS NULL', [
    companyId,
  ]);
  const live = new Set(devs.map((d) => d.serial));
  const known = <T extends { serial: string }>(records: T[]) => records.filter((r) => live.has(r.serial));
  const post = await ingestClient(app, companyId, spec.account);
  const vehiclesPerHourPeak = opts.vehiclesPerHourPeak ?? spec.vehiclesPerHourPeak;
  const p = spec.keyPrefix;
  const life = feedLife(app, p);
  const start = Math.floor(Date.now() / 1000);
  const backfillS = opts.backfillS ?? (opts.freshSeed || created ? spec.backfillS : 0);

  const sendDetections = async (from: number, to: number) => {
    const w = simulateWindow(city, from, to, spec.seed, { vehiclesPerHourPeak, timeZone });
    const records = known(
      [...w.bySensor].flatMap(([serial, list]) =>
        list.map((d) => ({ serial, fingerprint: d.fingerprint, create_time: d.time, rssi: d.rssi, signal: d.signal })),
      ),
    );
    for (let i = 0; i < records.length; i += BATCH)
      await post('detections', records.slice(i, i + BATCH), `${p}-det-${from}-${to}-${i / BATCH}`);
  };
  const sendBeats = async (from: number, to: number, everyS: number) => {
    const records = known(simulateHeartbeats(city, from, to, spec.seed, { everyS, timeZone }).map(heartbeatRecord));
    if (records.length) await post('logs', records, `${p}-logs-${from}-${to}-${everyS}`);
  };

  const backfill = (async () => {
    if (backfillS <= 0) return;
    const t0 = performance.now();
    for (let from = start - backfillS; from < start && !life.stopped(); from += 3600) {
      const to = Math.min(from + 3600, start);
      await sendDetections(from, to);
      await sendBeats(from, to, HISTORY_BEAT_S);
    }
    app.log.info(
      { company: companyId, seconds: Math.round((performance.now() - t0) / 100) / 10, stopped: life.stopped() },
      `${p}: backfill done`,
    );
  })().catch((err) => app.log.error({ err }, `${p}: backfill failed`));

  let cursor = start;
  let beatCursor = Math.floor(start / 60) * 60 - 60; // a first heartbeat right away: health is live from the start
  const tick = async () => {
    await backfill; // live matching meets the history before the present
    const now = Math.floor(Date.now() / 1000);
    if (now > cursor) {
      await sendDetections(cursor, now);
      cursor = now;
    }
    const minute = Math.floor(now / 60) * 60;
    if (minute > beatCursor) {
      await sendBeats(beatCursor + 60, minute + 60, 60);
      beatCursor = minute;
    }
  };

  return life.run(tick, opts.tickMs ?? TICK_MS, backfill);
}
