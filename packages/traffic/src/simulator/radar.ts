import type { City } from './city.ts';
import { Rng } from './random.ts';
import { DEFAULT_TIME_ZONE, speedKmhAt } from './traffic-model.ts';
import { demandShare } from './vehicles.ts';

/** One lane of one radar over one interval. */
export interface RadarInterval {
  sensorKey: string;
  /** Epoch s, a multiple of intervalS. */
  start: number;
  intervalS: number;
  /** 1-based; lanes 1..lanes/2 carry the forward direction, the rest the reverse. */
  lane: number;
  linkKey: string;
  count: number;
  /** null when no vehicle passed. */
  avgSpeedKmh: number | null;
  /** Share of time the detection zone was occupied, 0..100. */
  occupancyPct: number;
}

/** Lane capacity at free flow (vehicles per hour) and the effective vehicle + zone length. */
const LANE_PEAK_FLOW_VPH = 1500;
const EFFECTIVE_LENGTH_KM = 0.0065;

/**
 * Radar intervals for every radar sensor, for intervals starting in [fromS, toS). Each value is
 * drawn from (seed, sensor, interval, lane), so windows of any size agree.
 */
export function simulateRadar(
  city: City,
  fromS: number,
  toS: number,
  seed: number,
  opts: { intervalS?: number; timeZone?: string } = {},
): RadarInterval[] {
  const intervalS = opts.intervalS ?? 300;
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const out: RadarInterval[] = [];
  const radars = city.sensors.filter((s) => s.dataSourceType === 3 && s.linkKeys && s.lanes);
  for (let start = Math.ceil(fromS / intervalS) * intervalS; start < toS; start += intervalS) {
    const mid = start + intervalS / 2;
    const demand = demandShare(mid, tz);
    for (const radar of radars) {
      const lanes = radar.lanes!;
      const perDirection = Math.max(1, Math.floor(lanes / 2));
      for (let lane = 1; lane <= lanes; lane++) {
        const forward = lane <= perDirection;
        const link = city.linkByKey.get(radar.linkKeys![forward ? 0 : 1])!;
        const rng = Rng.derive(seed, 'radar', radar.key, start, lane);
        const speed = speedKmhAt(link, mid, seed, tz);
        const ratio = speed / link.freeFlowKmh;
        // Past about half of free-flow speed the road is in a queue and carries fewer vehicles.
        const flowVph = LANE_PEAK_FLOW_VPH * demand * Math.min(1, 0.4 + ratio);
        const count = rng.poisson((flowVph * intervalS) / 3600);
        // The inner (higher-numbered within a direction) lanes run a little faster.
        const position = (forward ? lane - 1 : lane - 1 - perDirection) / Math.max(1, (forward ? perDirection : lanes - perDirection) - 1);
        const laneSpeed = speed * (0.92 + 0.16 * position) * rng.logNormal(0.04);
        const occupancy = count === 0 ? 0 : Math.min(95, ((count * 3600) / intervalS) * (EFFECTIVE_LENGTH_KM / laneSpeed) * 100);
        out.push({
          sensorKey: radar.key,
          start,
          intervalS,
          lane,
          linkKey: link.key,
          count,
          avgSpeedKmh: count === 0 ? null : Math.round(laneSpeed * 10) / 10,
          occupancyPct: Math.round(occupancy * 10) / 10,
        });
      }
    }
  }
  return out;
}
