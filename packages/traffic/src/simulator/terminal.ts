// The simulated container terminal of the port company: Ambarlı (Avcılar, Istanbul), its gate-in,
// yard and gate-out sensors, the known trucks (tags) and their appointments. Pure and
// deterministic in its seed, like the city: any window of time can be regenerated on its own.
import { localTime } from './local-time.ts';
import { hash32, Rng } from './random.ts';
import { DEFAULT_TIME_ZONE } from './traffic-model.ts';

export type TerminalRole = 'gate_in' | 'yard' | 'gate_out';

export interface TerminalSensor {
  /** Serial, e.g. 'AMB-GATE-IN'. */
  key: string;
  name: string;
  role: TerminalRole;
  lng: number;
  lat: number;
}

/** A truck of the port's own fleet, known by the MAC of the Bluetooth tag it carries. */
export interface TerminalTruck {
  name: string;
  /** Lower-case colon form, as sensors send it. */
  mac: string;
}

export const TERMINAL_NAME = 'Ambarlı Container Terminal';

/** Sensors along the terminal's truck lane, by the gate complex off the Ambarlı port road. */
export const TERMINAL_SENSORS: TerminalSensor[] = [
  { key: 'AMB-GATE-IN', name: 'Ambarlı Gate-in', role: 'gate_in', lng: 28.6912, lat: 40.9741 },
  { key: 'AMB-YARD', name: 'Ambarlı Container Yard', role: 'yard', lng: 28.6858, lat: 40.9672 },
  { key: 'AMB-GATE-OUT', name: 'Ambarlı Gate-out', role: 'gate_out', lng: 28.6931, lat: 40.9736 },
];

export const terminalSensor = (role: TerminalRole): TerminalSensor => TERMINAL_SENSORS.find((s) => s.role === role)!;

/** Locally administered MACs (02:…), so they can never be a real vendor's device. */
export const TERMINAL_TRUCKS: TerminalTruck[] = [
  { name: '34 AMB 101', mac: '02:50:4f:52:54:01' },
  { name: '34 AMB 102', mac: '02:50:4f:52:54:02' },
  { name: '34 AMB 103', mac: '02:50:4f:52:54:03' },
  { name: '34 AMB 104', mac: '02:50:4f:52:54:04' },
  { name: '34 AMB 105', mac: '02:50:4f:52:54:05' },
  { name: '34 AMB 106', mac: '02:50:4f:52:54:06' },
];

/** Appointment slots are an hour long; each known truck has this many a day. */
export const SLOT_S = 3600;
export const APPOINTMENTS_PER_TRUCK = 2;

export interface TerminalAppointment {
  truck: TerminalTruck;
  rendezvousNumber: string;
  /** Epoch seconds. */
  windowStart: number;
  windowEnd: number;
}

/**
 * The known trucks' appointments of one UTC day (epoch day index): slots on the hour between 06:00
 * and 21:00 Istanbul time (UTC+3), never two of one truck within three hours. The rendezvous
 * number is the date and the slot's place in the day's list: 8 digits, unique per day.
 */
export function appointmentsOfDay(day: number, seed: number): TerminalAppointment[] {
  const out: TerminalAppointment[] = [];
  const date = new Date(day * 86400_000).toISOString().slice(2, 10).replaceAll('-', '');
  TERMINAL_TRUCKS.forEach((truck, t) => {
    const rng = Rng.derive(seed, 'appointments', truck.mac, day);
    const first = rng.int(3, 10); // UTC hour: 06:00–13:00 local
    const second = first + rng.int(3, 8);
    [first, second].slice(0, APPOINTMENTS_PER_TRUCK).forEach((hour, k) => {
      const windowStart = day * 86400 + hour * 3600;
      out.push({
        truck,
        rendezvousNumber: `${date}${String(t * APPOINTMENTS_PER_TRUCK + k + 1).padStart(2, '0')}`,
        windowStart,
        windowEnd: windowStart + SLOT_S,
      });
    });
  });
  return out;
}

/** Appointments whose window starts in [fromS, toS), in time order. */
export function appointmentsBetween(fromS: number, toS: number, seed: number): TerminalAppointment[] {
  const out: TerminalAppointment[] = [];
  for (let day = Math.floor(fromS / 86400); day <= Math.floor(toS / 86400); day++)
    for (const a of appointmentsOfDay(day, seed)) if (a.windowStart >= fromS && a.windowStart < toS) out.push(a);
  return out.sort((a, b) => a.windowStart - b.windowStart || (a.rendezvousNumber < b.rendezvousNumber ? -1 : 1));
}

/** Gate traffic as a share of the busiest hour: the terminal runs day and night, busiest at midday. */
export function gateDemandShare(epochS: number, timeZone = DEFAULT_TIME_ZONE): number {
  const { dayOfWeek, hour } = localTime(epochS, timeZone);
  const day = hour >= 5 && hour < 23 ? Math.sin((Math.PI * (hour - 5)) / 18) : 0;
  return (dayOfWeek === 0 ? 0.5 : 1) * (0.2 + 0.8 * day);
}

/** One heartbeat per sensor per `everyS`, drawn from (seed, sensor, time) like the city's sensors. */
export function terminalHeartbeats(fromS: number, toS: number, seed: number, everyS = 60) {
  const out: Array<{ sensorKey: string; time: number; level: 'info'; message: string; voltage: number; temperature: number }> = [];
  for (let t = Math.ceil(fromS / everyS) * everyS; t < toS; t += everyS) {
    for (const s of TERMINAL_SENSORS) {
      const n = hash32(seed, 'terminal-heartbeat', s.key, t) / 2 ** 32;
      // Mains-powered at the gate: a steady supply, the cabinet a little warmer than the air.
      out.push({ sensorKey: s.key, time: t, level: 'info', message: 'heartbeat', voltage: 12.6 + n / 10, temperature: 24 + 3 * n });
    }
  }
  return out;
}
