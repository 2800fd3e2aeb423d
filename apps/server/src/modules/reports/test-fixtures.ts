import type { Client, TestApp } from '../../testing/test-app.ts';
import { localDate, addDays } from './zoned-time.ts';

/** Test data for report tests: two sensors, a link between them, a route over it. */
export interface Objects {
  devA: number;
  devB: number;
  link: number;
  route: number;
}

export async function makeObjects(op: Client, prefix: string): Promise<Objects> {
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${prefix}-${s}` })).json().id as number;
  const [devA, devB] = [await dev('A'), await dev('B')];
  const link = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: `${prefix} Köprü link`, origin_device_id: devA, destination_device_id: devB, length_m: 1609.344, free_flow_s: 60 },
    })
  ).json().id as number;
  const route = (
    await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: `${prefix} route`, link_ids: [link] } })
  ).json().id as number;
  return { devA, devB, link, route };
}

/** The last `days` local days of Istanbul (the demo company's zone) before today, oldest first. */
export function lastDays(days: number): string[] {
  const today = localDate(new Date(), 'Europe/Istanbul');
  return Array.from({ length: days }, (_, i) => addDays(today, i - days));
}

/**
 * Hourly 5-minute intervals on each day (Istanbul midnight = 21:00 UTC the day before), median
 * `base + day index * 10` seconds, and two detections per hour at sensor A.
 */
export async function fillDays(t: TestApp, o: Objects, days: string[], base = 90) {
  for (const [d, day] of days.entries()) {
    const midnight = Date.parse(`${day}T00:00:00+03:00`) / 1000;
    for (let h = 0; h < 24; h++) {
      const start = midnight + h * 3600;
      await t.db.query(
        'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s) VALUES ($1, 0, to_timestamp($2), 6, 5, $3::float8, $3::float8, $3::float8)',
        [o.link, start, base + d * 10],
      );
      await t.db.query(
        "INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, 'fp', to_timestamp($2)), ($1, 'fp2', to_timestamp($2 + 60))",
        [o.devA, start],
      );
    }
  }
}

/** A valid report body over the link; fields overridden by `over`. */
export const reportBody = (o: Objects, over: Record<string, unknown> = {}) => ({
  name: 'Köprü haftalık',
  source: 'insight',
  objects: [{ kind: 'link', id: o.link }],
  period: { kind: 'w' },
  metrics: ['travel_time', 'speed', 'tti'],
  formats: ['csv'],
  ...over,
});
