import type { Link } from '@roadlens/contract';

/** Moves the item at `from` one step up (-1) or down (+1); out-of-range moves change nothing. */
export function move<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Where the chain breaks: indexes i where link i does not start at the sensor link i-1 ends at. */
export function gaps(chain: readonly number[], links: ReadonlyMap<number, Link>): number[] {
  const out: number[] = [];
  for (let i = 1; i < chain.length; i++) {
    const prev = links.get(chain[i - 1]);
    const cur = links.get(chain[i]);
    if (prev?.destination_device_id != null && cur?.origin_device_id != null && prev.destination_device_id !== cur.origin_device_id)
      out.push(i);
  }
  return out;
}

/** Links to offer next: those continuing from the chain's last sensor first, then the rest by name. */
export function nextOptions(chain: readonly number[], links: readonly Link[]): { link: Link; continues: boolean }[] {
  const last = links.find((l) => l.id === chain[chain.length - 1]);
  const end = last?.destination_device_id ?? null;
  return links
    .filter((l) => !chain.includes(l.id))
    .map((link) => ({ link, continues: end !== null && link.origin_device_id === end }))
    .sort((a, b) => Number(b.continues) - Number(a.continues) || a.link.name.localeCompare(b.link.name));
}
