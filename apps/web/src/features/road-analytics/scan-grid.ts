import type { CongestionScan } from '@roadlens/contract/road-analytics';
import { LOW_CONFIDENCE, confidence } from '@roadlens/traffic/definitions';

/** Bin labels (local HH:MM from midnight), the cells with their confidence, and the colour scale's top (km/h). */
export function scanGrid(scan: CongestionScan) {
  const labels = Array.from({ length: scan.bins }, (_, i) => {
    const m = i * scan.bin_minutes;
    return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
  const cells = scan.cells.map((c) => ({ ...c, low: confidence(c.samples) < LOW_CONFIDENCE }));
  // The scale tops at the links' free-flow speed, so a slow value never looks green for want of faster ones.
  const freeFlow = scan.links.filter((l) => l.free_flow_s && l.free_flow_s > 0).map((l) => (l.length_m / l.free_flow_s!) * 3.6);
  const maxSpeed = Math.max(10, ...freeFlow, ...scan.cells.map((c) => c.speed_kmh));
  return { labels, cells, maxSpeed: Math.ceil(Math.round(maxSpeed) / 10) * 10 };
}
