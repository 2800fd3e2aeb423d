import { describe, expect, it } from 'vitest';
import type { CongestionScan } from '@roadlens/contract/road-analytics';
import { scanGrid } from './scan-grid.ts';

const scan = (cells: CongestionScan['cells']): CongestionScan => ({
  route: { id: 1, name: 'R' },
  date: '2026-01-05',
  time_zone: 'Europe/Istanbul',
  bin_minutes: 15,
  bins: 96,
  links: [{ link_id: 1, name: 'A', length_m: 1000, free_flow_s: 60 }],
  cells,
});

describe('scanGrid', () => {
  it('labels bins from local midnight and tops the scale at free-flow speed, not at the fastest value', () => {
    const g = scanGrid(scan([{ link: 0, bin: 33, travel_time_s: 180, speed_kmh: 20, delay_s: 120, samples: 12 }]));
    expect(g.labels[0]).toBe('00:00');
    expect(g.labels[33]).toBe('08:15');
    expect(g.maxSpeed).toBe(60);
  });

  it('marks cells on few vehicles as low confidence', () => {
    const g = scanGrid(
      scan([
        { link: 0, bin: 1, travel_time_s: 60, speed_kmh: 60, delay_s: 0, samples: 2 },
        { link: 0, bin: 2, travel_time_s: 60, speed_kmh: 60, delay_s: 0, samples: 10 },
      ]),
    );
    expect(g.cells.map((c) => c.low)).toEqual([true, false]);
  });
});
