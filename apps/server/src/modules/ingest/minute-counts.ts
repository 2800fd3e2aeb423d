import type { MinuteCounts } from './ingest.queries.ts';

const MINUTE_MS = 60_000;
/** The last hour as read back: the current minute and the 59 before it. */
export const HOUR_MINUTES = 60;

/**
 * Counts a batch's rows per device and minute of sensor time, keeping only the minutes of the last
 * hour (older rows are history, rows ahead of the clock are not counted until they are due).
 */
export function minuteCounter(nowMs = Date.now()) {
  const current = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  const first = current - (HOUR_MINUTES - 1) * MINUTE_MS;
  const counts = new Map<string, { id: number; minute: number; n: number }>();
  return {
    add(deviceId: number, ms: number, n = 1) {
      const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
      if (minute < first || minute > current || !(n > 0)) return;
      const key = `${deviceId}:${minute}`;
      const c = counts.get(key);
      if (c) c.n += n;
      else counts.set(key, { id: deviceId, minute, n });
    },
    result(): MinuteCounts {
      const all = [...counts.values()];
      return { ids: all.map((c) => c.id), minutes: all.map((c) => new Date(c.minute).toISOString()), counts: all.map((c) => c.n) };
    },
  };
}
