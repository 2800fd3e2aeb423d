// Local wall-clock time of an instant in an IANA time zone, cached per UTC hour: the simulator asks
// for it millions of times and Intl formatting is slow.

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

export interface LocalTime {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** Fractional hour of the day, 0 ≤ hour < 24. */
  hour: number;
}

export function localTime(epochS: number, timeZone: string): LocalTime {
  const local = epochS + offsetS(epochS, timeZone);
  const day = Math.floor(local / 86400);
  return { dayOfWeek: (((day + 4) % 7) + 7) % 7, hour: (local - day * 86400) / 3600 };
}

/** UTC offset in seconds of `timeZone` at `epochS` (exact for zones whose changes fall on the hour). */
export function offsetS(epochS: number, timeZone: string): number {
  const hourIndex = Math.floor(epochS / 3600);
  const key = `${timeZone}|${hourIndex}`;
  let off = offsets.get(key);
  if (off === undefined) {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      formatters.set(timeZone, f);
    }
    const at = hourIndex * 3600;
    const p = Object.fromEntries(f.formatToParts(new Date(at * 1000)).map((x) => [x.type, x.value]));
    const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second) / 1000;
    off = asUtc - at;
    if (offsets.size > 50_000) offsets.clear(); // a long-running live simulator must not grow forever
    offsets.set(key, off);
  }
  return off;
}
