import type { Device } from '@roadlens/contract';

/** Centre and zoom that show every feature, used when the company has no map centre. */
export function boundsOf(devices: Device[]): [[number, number], [number, number]] | null {
  const pts = devices.filter((d) => d.lat !== null && d.lng !== null);
  if (pts.length === 0) return null;
  const lngs = pts.map((d) => d.lng!);
  const lats = pts.map((d) => d.lat!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
