import { Rng } from './random.ts';
import { DEFAULT_TIME_ZONE } from './traffic-model.ts';
import type { SimDetection } from './vehicles.ts';
import { appointmentsBetween, gateDemandShare, terminalSensor, type TerminalAppointment } from './terminal.ts';

/** A truck's visit of the terminal: queue at the gate, gate-in, yard, gate-out (epoch seconds). */
export interface TerminalVisit {
  fingerprint: string;
  /** The appointment a known truck came for; null for every other truck. */
  appointment: TerminalAppointment | null;
  arrivedS: number;
  gateInS: number;
  yardInS: number;
  yardOutS: number;
  gateOutS: number;
  detections: SimDetection[];
}

export interface TerminalOptions {
  /** Trucks with a discoverable radio through the gate in the busiest hour, besides the known ones (default 24). */
  trucksPerHourPeak?: number;
  timeZone?: string;
}

/** No visit lasts longer (a long gate queue plus a long yard stay): windows regenerate visits started this long before. */
export const MAX_VISIT_S = 4 * 3600;
/** Known trucks come up to this long before their window (or after its end). */
const MAX_EARLY_S = 2 * 3600;

/**
 * One visit from its arrival at the gate queue. The queue is longer when the gate is busy; the
 * gate-in sensor hears the truck every 40–100 s while it waits (one pass: the gaps stay under two
 * minutes), strongest as it passes the barrier; the yard sensor hears it now and then while its
 * container is handled; the gate-out sensor while it queues to leave.
 */
function visit(fingerprint: string, arrivedS: number, rng: Rng, tz: string, appointment: TerminalAppointment | null): TerminalVisit {
  const busy = gateDemandShare(arrivedS, tz);
  const waitS = Math.min(3600, 60 + 1500 * busy * busy * rng.logNormal(0.35));
  const gateInS = arrivedS + waitS;
  const yardInS = gateInS + rng.uniform(120, 300);
  const yardOutS = yardInS + rng.uniform(15, 50) * 60;
  const exitQueueS = yardOutS + rng.uniform(120, 300);
  const gateOutS = exitQueueS + rng.uniform(60, 240);
  const signal = appointment ? 1 : (rng.pick([0, 1, 2, 3]) as 0 | 1 | 2 | 3);
  const detections: SimDetection[] = [];
  const hear = (role: 'gate_in' | 'yard' | 'gate_out', from: number, to: number, gap: [number, number], peakAtEnd: boolean) => {
    const sensorKey = terminalSensor(role).key;
    for (let t = from; t < to; t += rng.uniform(gap[0], gap[1])) detections.push(reading(sensorKey, fingerprint, t, to, signal, rng));
    // The last reading is at the barrier itself: it marks the moment the truck passed.
    if (peakAtEnd) detections.push(reading(sensorKey, fingerprint, to, to, signal, rng));
  };
  hear('gate_in', arrivedS, gateInS, [40, 100], true);
  hear('yard', yardInS, yardOutS, [60, 110], false);
  hear('gate_out', exitQueueS, gateOutS, [30, 90], true);
  return { fingerprint, appointment, arrivedS, gateInS, yardInS, yardOutS, gateOutS, detections };
}

function reading(sensorKey: string, fingerprint: string, t: number, passS: number, signal: 0 | 1 | 2 | 3, rng: Rng): SimDetection {
  const rssi = Math.round(Math.max(-100, -50 - Math.min(40, (passS - t) / 30) + 3 * rng.normal()));
  return { sensorKey, fingerprint, time: Math.round(t * 1000) / 1000, rssi, signal };
}

/** Trucks without a tag arriving at the gate in minute `minute` (epoch s / 60). */
function randomVisitsOfMinute(minute: number, seed: number, opts: TerminalOptions): TerminalVisit[] {
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const rng = Rng.derive(seed, 'terminal-minute', minute);
  const n = rng.poisson(((opts.trucksPerHourPeak ?? 24) / 60) * gateDemandShare(minute * 60 + 30, tz));
  const out: TerminalVisit[] = [];
  for (let i = 0; i < n; i++) {
    const fingerprint = Array.from({ length: 6 }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');
    out.push(visit(fingerprint, minute * 60 + rng.uniform(0, 60), rng, tz, null));
  }
  return out;
}

/** A known truck's visit for its appointment: mostly within the window, some early, some late. */
export function appointmentVisit(a: TerminalAppointment, seed: number, timeZone = DEFAULT_TIME_ZONE): TerminalVisit {
  const rng = Rng.derive(seed, 'terminal-appointment', a.rendezvousNumber);
  const r = rng.next();
  const arrivedS =
    r < 0.15
      ? a.windowStart - rng.uniform(10, 40) * 60
      : r < 0.85
        ? a.windowStart + rng.uniform(0, 0.8) * (a.windowEnd - a.windowStart)
        : a.windowEnd + rng.uniform(5, 60) * 60;
  return visit(a.truck.mac, arrivedS, rng, timeZone, a);
}

/** Every visit (known trucks and others) that may have a detection in [fromS, toS). */
export function visitsAround(fromS: number, toS: number, seed: number, opts: TerminalOptions = {}): TerminalVisit[] {
  const out: TerminalVisit[] = [];
  for (let m = Math.floor((fromS - MAX_VISIT_S) / 60); m < Math.ceil(toS / 60); m++) out.push(...randomVisitsOfMinute(m, seed, opts));
  for (const a of appointmentsBetween(fromS - MAX_VISIT_S - MAX_EARLY_S, toS + MAX_EARLY_S, seed))
    out.push(appointmentVisit(a, seed, opts.timeZone));
  return out;
}

/** Detections with time in [fromS, toS) per sensor key, each list in time order; adjacent windows add up to their union. */
export function simulateTerminalWindow(fromS: number, toS: number, seed: number, opts: TerminalOptions = {}) {
  const bySensor = new Map<string, SimDetection[]>();
  let count = 0;
  for (const v of visitsAround(fromS, toS, seed, opts)) {
    for (const d of v.detections) {
      if (d.time < fromS || d.time >= toS) continue;
      let list = bySensor.get(d.sensorKey);
      if (!list) bySensor.set(d.sensorKey, (list = []));
      list.push(d);
      count++;
    }
  }
  for (const list of bySensor.values())
    list.sort((a, b) => a.time - b.time || (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0));
  return { fromS, toS, bySensor, count };
}
