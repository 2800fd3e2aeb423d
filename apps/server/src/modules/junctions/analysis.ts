import type { ApproachStats, TurnCell } from '@roadlens/contract/junctions';
import { JUNCTION_LOW_SAMPLES, levelOfService } from '@roadlens/traffic/definitions';
import type { MovementHourRow } from './turns.queries.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Per approach: vehicles matched to any exit, their mean travel time and delay, and the level of service. */
export function approachStats(positions: number[], rows: MovementHourRow[]): ApproachStats[] {
  return positions.map((position) => {
    const mine = rows.filter((r) => r.from_arm === position);
    const n = mine.reduce((s, r) => s + r.n, 0);
    const delay = n ? mine.reduce((s, r) => s + r.sum_delay, 0) / n : null;
    return {
      position,
      n,
      travel_time_s: n ? round1(mine.reduce((s, r) => s + r.sum_tt, 0) / n) : null,
      delay_s: delay == null ? null : round1(delay),
      los: levelOfService(delay),
      low_sample: n < JUNCTION_LOW_SAMPLES,
    };
  });
}

/**
 * Every approach × exit cell: vehicles and their share of the approach's matched vehicles. A share
 * is low-sample when the approach it is a share of has few vehicles.
 */
export function turnCells(positions: number[], rows: MovementHourRow[]): TurnCell[] {
  const cells: TurnCell[] = [];
  for (const from of positions) {
    const total = rows.filter((r) => r.from_arm === from).reduce((s, r) => s + r.n, 0);
    for (const to of positions) {
      const mine = rows.filter((r) => r.from_arm === from && r.to_arm === to);
      const n = mine.reduce((s, r) => s + r.n, 0);
      cells.push({
        from,
        to,
        n,
        share: total ? Math.round((n / total) * 10000) / 10000 : null,
        travel_time_s: n ? round1(mine.reduce((s, r) => s + r.sum_tt, 0) / n) : null,
        low_sample: total < JUNCTION_LOW_SAMPLES,
      });
    }
  }
  return cells;
}

/** The day's figures, then the same per local hour that has any matched vehicle. */
export function junctionFigures(positions: number[], rows: MovementHourRow[]) {
  const hours = [...new Set(rows.map((r) => r.hour))].sort((a, b) => a - b);
  return {
    low_sample_below: JUNCTION_LOW_SAMPLES,
    approaches: approachStats(positions, rows),
    turns: turnCells(positions, rows),
    hours: hours.map((hour) => {
      const inHour = rows.filter((r) => r.hour === hour);
      return { hour, approaches: approachStats(positions, inHour), turns: turnCells(positions, inHour) };
    }),
  };
}
