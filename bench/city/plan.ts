// The simulated city of the live-processing benchmarks (city-rates.ts, multi-process.ts): SENSORS sensors in
// corridors of CORRIDOR (a 1 km link between each two neighbours), each seeing about PER_DAY detections a day
// shaped by an urban weekday profile with a morning peak. Vehicles enter a corridor at a sensor and pass 1–4
// further ones, about 60–140 s a link (slower in the peaks); each passage is one detection. Deterministic.

// Share of a weekday's traffic in each hour (urban profile: morning peak 07–09, evening peak 16–18).
export const HOURLY = [
  0.8, 0.5, 0.4, 0.4, 0.7, 1.8, 4.5, 7.5, 7.8, 5.5, 5.0, 5.2, 5.4, 5.3, 5.6, 6.5, 7.6, 7.8, 6.0, 4.5, 3.5, 2.8, 2.0, 1.4,
];
const HOURLY_SUM = HOURLY.reduce((a, b) => a + b, 0);

export interface Det {
  serial: string;
  fingerprint: string;
  create_time: number;
  rssi: number;
}

export interface CityPlan {
  /** Serials per corridor, in order along it. */
  serials: string[][];
  /** Link names `C<corridor> <i>→<i+1>` between neighbours, for the caller to create. */
  links: Array<{ name: string; origin: string; destination: string }>;
  /** Detections by simulated minute of the day (from the plan's day0). */
  byMinute: Map<number, Det[]>;
  /** Arrivals per `${linkName}@${interval start - day0}`, sorted: a link's 5-minute interval counts them. */
  expected: Map<string, number[]>;
  day0: number;
}

export function cityPlan(o: {
  sensors: number;
  corridor: number;
  perDay: number;
  fromMinute: number;
  minutes: number;
  day0: number;
}): CityPlan {
  const corridors = Math.ceil(o.sensors / o.corridor);
  const serials: string[][] = [];
  const links: CityPlan['links'] = [];
  for (let c = 0; c < corridors; c++) {
    const row: string[] = [];
    for (let i = 0; i < o.corridor && c * o.corridor + i < o.sensors; i++) row.push(`C${c}-${i}`);
    serials.push(row);
    for (let i = 0; i + 1 < row.length; i++) links.push({ name: `C${c} ${i}→${i + 1}`, origin: row[i], destination: row[i + 1] });
  }
  /** Detections a sensor sees in simulated minute m of the day (m in 0..1439). */
  const perSensorMinute = (m: number) => (o.perDay * HOURLY[Math.floor(m / 60) % 24]) / HOURLY_SUM / 60;
  const byMinute = new Map<number, Det[]>();
  const expected = new Map<string, number[]>();
  let rnd = 12345;
  const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let vehicle = 0;
  let owed = 0;
  for (let m = o.fromMinute; m < o.fromMinute + o.minutes; m++) {
    // Mean passages per vehicle is 3.5 (enters + 1–4 more, clipped at the corridor's end): entries = detections / 3.
    owed += (perSensorMinute(m) * o.sensors) / 3;
    const congestion = 1 + (HOURLY[Math.floor(m / 60) % 24] / 7.8) * 0.6;
    for (; owed >= 1; owed--) {
      const c = Math.floor(random() * corridors);
      const row = serials[c];
      let at = Math.floor(random() * row.length);
      const hops = 1 + Math.floor(random() * 4);
      let t = o.day0 + m * 60 + random() * 60;
      const fp = `v${(vehicle++).toString(36)}`;
      for (let h = 0; h <= hops && at < row.length; h++, at++) {
        if (h > 0) {
          t += (60 + random() * 80) * congestion;
          const key = `C${c} ${at - 1}→${at}@${Math.floor((t - o.day0) / 300) * 300}`;
          if (!expected.has(key)) expected.set(key, []);
          expected.get(key)!.push(t);
        }
        const minute = Math.floor((t - o.day0) / 60);
        if (!byMinute.has(minute)) byMinute.set(minute, []);
        byMinute.get(minute)!.push({ serial: row[at], fingerprint: fp, create_time: Math.round(t * 1000) / 1000, rssi: -70 });
      }
    }
  }
  for (const ts of expected.values()) ts.sort((x, y) => x - y);
  return { serials, links, byMinute, expected, day0: o.day0 };
}

/** A minute's detections as one post per corridor gateway (its sensors' detections), keyed by the corridor. */
export function gatewayPosts(dets: Det[]): Array<[string, Det[]]> {
  const groups = new Map<string, Det[]>();
  for (const d of dets) {
    const g = d.serial.slice(0, d.serial.indexOf('-'));
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(d);
  }
  return [...groups];
}

export const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
