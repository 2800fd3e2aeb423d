/**
 * A token bucket per client address: `capacity` calls at once, refilled at `perMinute`. Public
 * share reads use it so a leaked link cannot be turned into a load generator. In memory: each
 * server process limits on its own, and idle buckets (full again) are dropped.
 */
export function tokenBuckets(capacity: number, perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const rate = perMinute / 60_000;
  return {
    /** Takes a token for `key`; null when allowed, else the seconds until the next token. */
    take(key: string): number | null {
      const t = now();
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (b.tokens + (t - b.at) * rate >= capacity) buckets.delete(k);
      }
      const b = buckets.get(key) ?? { tokens: capacity, at: t };
      b.tokens = Math.min(capacity, b.tokens + (t - b.at) * rate);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens < 1) return Math.ceil((1 - b.tokens) / rate / 1000);
      b.tokens -= 1;
      return null;
    },
  };
}
