/**
 * A small seeded generator (mulberry32) so the sample data and new ids are the same on every
 * load: tests and screenshots can rely on them, and nothing calls Math.random at module load.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** Between min and max distinct items of the list, in list order. */
  some<T>(list: readonly T[], min: number, max: number): T[];
  bool(chance?: number): boolean;
  /** A version-4-shaped uuid. */
  guid(): string;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    some: (list, min, max) => {
      const wanted = Math.min(int(min, max), list.length);
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(int(0, list.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i]);
    },
    bool: (chance = 0.5) => next() < chance,
    guid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
