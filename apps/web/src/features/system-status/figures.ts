/** Byte sizes and durations for the status figures, in the reader's language. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB" (binary steps, as memory and database sizes are usually read). */
export function formatBytes(bytes: number, lang = 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** Seconds split into the two largest of days, hours, minutes and seconds: 93784 → [[1,'d'],[2,'h']]. */
export function durationParts(totalSeconds: number): Array<[number, 'd' | 'h' | 'm' | 's']> {
  const s = Math.max(0, Math.floor(totalSeconds));
  const parts: Array<[number, 'd' | 'h' | 'm' | 's']> = [
    [Math.floor(s / 86400), 'd'],
    [Math.floor((s % 86400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return [[0, 's']];
  return parts.slice(first, first + 2).filter(([n], i) => i === 0 || n > 0);
}
