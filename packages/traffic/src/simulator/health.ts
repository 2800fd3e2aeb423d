import type { City } from './city.ts';
import { localTime } from './local-time.ts';
import { Rng } from './random.ts';
import { DEFAULT_TIME_ZONE } from './traffic-model.ts';

/** One heartbeat/log line of a sensor, as a sensor's firmware would send it. */
export interface SimHeartbeat {
  sensorKey: string;
  /** Epoch s. */
  time: number;
  level: 'info' | 'warning';
  message: string;
  /** Supply voltage (V): 12 V battery topped up by a solar panel by day. */
  voltage: number;
  /** Enclosure temperature (°C): ambient plus the sun's heating, peaking mid-afternoon. */
  temperature: number;
}

/** Below this a sensor reports a warning (a battery running down). */
export const LOW_VOLTAGE_V = 11.6;

/**
 * Heartbeats of every sensor for the whole minutes in [fromS, toS), one per `everyS` seconds (aligned
 * to multiples of it). Each value is drawn from (seed, sensor, time), so windows of any size agree.
 * A few sensors have an ageing battery that sags at night and trips the low-voltage warning.
 */
export function simulateHeartbeats(
  city: City,
  fromS: number,
  toS: number,
  seed: number,
  opts: { everyS?: number; timeZone?: string } = {},
): SimHeartbeat[] {
  const everyS = opts.everyS ?? 60;
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const out: SimHeartbeat[] = [];
  for (let t = Math.ceil(fromS / everyS) * everyS; t < toS; t += everyS) {
    const { hour } = localTime(t, tz);
    const daylight = Math.max(0, Math.sin((Math.PI * (hour - 6)) / 13)); // 06:00–19:00
    const afternoon = Math.cos((Math.PI * (hour - 15)) / 12); // 1 at 15:00, −1 at 03:00
    for (const sensor of city.sensors) {
      const rng = Rng.derive(seed, 'heartbeat', sensor.key, t);
      const ageing = Rng.derive(seed, 'battery', sensor.key).chance(0.1);
      const voltage = Math.round((12.3 + 1.4 * daylight - (ageing ? 0.9 * (1 - daylight) : 0) + 0.05 * rng.normal()) * 100) / 100;
      const temperature = Math.round((14 + 7 * afternoon + 9 * daylight + 0.4 * rng.normal()) * 10) / 10;
      const low = voltage < LOW_VOLTAGE_V;
      out.push({
        sensorKey: sensor.key,
        time: t,
        level: low ? 'warning' : 'info',
        message: low ? `Low supply voltage (${voltage.toFixed(2)} V)` : 'heartbeat',
        voltage,
        temperature,
      });
    }
  }
  return out;
}
