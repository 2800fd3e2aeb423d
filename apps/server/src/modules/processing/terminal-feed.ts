import type { FastifyInstance } from 'fastify';
import { rekeyFingerprint } from '@roadlens/traffic/fingerprint';
import {
  appointmentsBetween,
  simulateTerminalWindow,
  TERMINAL_SENSORS,
  terminalHeartbeats,
  terminalSensor,
} from '@roadlens/traffic/simulator/index';
import { upsertAppointments } from '../activities/appointments.queries.ts';
import { feedLife, heartbeatRecord, type StopFeed } from './feed-loop.ts';
import { ingestClient } from './sim-client.ts';

/** History sent at the first start of a fresh seed: the terminal dashboard's day. */
export const TERMINAL_BACKFILL_S = 24 * 3600;
const TICK_MS = 30_000;
const SEED = 20261124;
const BATCH = 5000;
/** Appointments are booked this far ahead, as a terminal's booking system opens its slots. */
const BOOK_AHEAD_S = 24 * 3600;

export interface TerminalFeedOptions {
  freshSeed: boolean;
  /** History to send before the live ticks (default: TERMINAL_BACKFILL_S when freshSeed, else none). */
  backfillS?: number;
  tickMs?: number;
  trucksPerHourPeak?: number;
  /** The feed's clock (tests); epoch seconds. */
  now?: () => number;
}

/**
 * Demo Port's container terminal, simulated: the appointment system books the known trucks' slots,
 * and the gate-in, yard and gate-out sensors send what they hear — the day before (on a fresh seed)
 * and then every tick — through the ingest API under the terminal simulator's own key, exactly as
 * the city's sensors do, so live matching, the activities and the dashboards run on the real path.
 */
export async function startTerminalFeed(app: FastifyInstance, opts: TerminalFeedOptions): Promise<StopFeed> {
  const { rows: devs } = await app.db.query<{ company_id: number; fingerprint_secret: string }>(
    `SELECT d.company_id, c.fingerprint_secret FROM devices d JOIN companies c ON c.id = d.company_id
      WHERE d.serial = $1 AND d.deleted_at IS NULL AND c.application_type = 1 ORDER BY d.id LIMIT 1`,
    [terminalSensor('gate_in').key],
  );
  if (!devs[0]) return Object.assign(async () => {}, { backfilled: Promise.resolve() });
  const { company_id: companyId, fingerprint_secret: secret } = devs[0];
  const clock = opts.now ?? (() => Date.now() / 1000);
  const post = await ingestClient(app, companyId, { username: 'terminal-simulator', label: 'Terminal' });
  const serials = new Set(TERMINAL_SENSORS.map((s) => s.key));
  const keyed = new Map<string, string>();
  const key = (mac: string) => keyed.get(mac) ?? keyed.set(mac, rekeyFingerprint(secret, mac)).get(mac)!;
  const life = feedLife(app, 'simulated terminal');
  const start = Math.floor(clock());
  const backfillS = opts.backfillS ?? (opts.freshSeed ? TERMINAL_BACKFILL_S : 0);

  let booked = start - backfillS - 86400;
  const book = async (until: number) => {
    if (until <= booked) return;
    const list = appointmentsBetween(booked, until, SEED).map((a) => ({
      fingerprint: key(a.truck.mac),
      rendezvousNumber: a.rendezvousNumber,
      windowStart: a.windowStart,
      windowEnd: a.windowEnd,
    }));
    await upsertAppointments(app.db, companyId, list);
    booked = until;
  };
  const send = async (from: number, to: number) => {
    const w = simulateTerminalWindow(from, to, SEED, { trucksPerHourPeak: opts.trucksPerHourPeak });
    const records = [...w.bySensor]
      .filter(([serial]) => serials.has(serial))
      .flatMap(([serial, list]) =>
        list.map((d) => ({ serial, fingerprint: d.fingerprint, create_time: d.time, rssi: d.rssi, signal: d.signal })),
      );
    for (let i = 0; i < records.length; i += BATCH)
      await post('detections', records.slice(i, i + BATCH), `term-det-${from}-${to}-${i / BATCH}`);
  };

  await book(start + BOOK_AHEAD_S);
  // An hour a batch, oldest first, so live matching meets each truck's gate-in before its gate-out.
  const backfill = (async () => {
    for (let from = start - backfillS; from < start && !life.stopped(); from += 3600) await send(from, Math.min(from + 3600, start));
  })().catch((err) => app.log.error({ err }, 'simulated terminal backfill failed'));

  let cursor = start;
  let beatCursor = Math.floor(start / 60) * 60 - 60;
  const tick = async () => {
    await backfill;
    const now = Math.floor(clock());
    await book(now + BOOK_AHEAD_S);
    if (now > cursor) {
      await send(cursor, now);
      cursor = now;
    }
    const minute = Math.floor(now / 60) * 60;
    if (minute > beatCursor) {
      const beats = terminalHeartbeats(beatCursor + 60, minute + 60, SEED).map(heartbeatRecord);
      if (beats.length) await post('logs', beats, `term-logs-${beatCursor}-${minute}`);
      beatCursor = minute;
    }
  };

  return life.run(tick, opts.tickMs ?? TICK_MS, backfill);
}

/** The simulated terminal feeds Demo Port unless SIMULATOR=off. */
export async function startTerminalSimulator(app: FastifyInstance, opts: { freshSeed: boolean }): Promise<() => Promise<void>> {
  if (app.env.SIMULATOR !== 'on') return async () => {};
  return startTerminalFeed(app, opts);
}
