import { useId } from 'react';

import { LOW_CONFIDENCE_COLOR } from '../../components/charts/gaps.ts';

export interface SparkPoint {
  t: number;
  v: number | null;
  /** The value rests on too few samples: drawn as a grey dot on the line. */
  low?: boolean;
}

/** Polyline of the points scaled into the box; gaps (null) break the line. Exported for tests. */
export function sparkPaths(points: SparkPoint[], width: number, height: number, pad = 2): string[] {
  return sparkGeometry(points, width, height, pad).paths;
}

/** The polylines and the positions of the low-confidence points. Exported for tests. */
export function sparkGeometry(points: SparkPoint[], width: number, height: number, pad = 2): { paths: string[]; lows: [number, number][] } {
  const vals = points.filter((p) => p.v !== null) as { t: number; v: number }[];
  if (vals.length === 0) return { paths: [], lows: [] };
  const t0 = points[0].t;
  const t1 = points[points.length - 1].t;
  let lo = Math.min(...vals.map((p) => p.v));
  let hi = Math.max(...vals.map((p) => p.v));
  // Scale to at least ±10 % of the level, so a few seconds of noise on 2 minutes does not look like a saw.
  const minSpan = Math.abs(hi) * 0.2;
  if (hi - lo < minSpan) {
    const mid = (hi + lo) / 2;
    lo = mid - minSpan / 2;
    hi = mid + minSpan / 2;
  }
  const x = (t: number) => (t1 === t0 ? width / 2 : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad));
  const y = (v: number) => (hi === lo ? height / 2 : height - pad - ((v - lo) / (hi - lo)) * (height - 2 * pad));
  const paths: string[] = [];
  const lows: [number, number][] = [];
  let cur = '';
  for (const p of points) {
    if (p.v === null) {
      if (cur) paths.push(cur);
      cur = '';
      continue;
    }
    cur += `${cur ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`;
    if (p.low) lows.push([x(p.t), y(p.v)]);
  }
  if (cur) paths.push(cur);
  return { paths, lows };
}

/**
 * A tiny SVG trend line for table cells: ten rows of ECharts canvases would cost more than the
 * table itself. Missing intervals break the line, values on too few samples are grey dots, the last
 * point is marked; the label carries the range for screen readers.
 */
export function Sparkline({
  points,
  color,
  label,
  width = 120,
  height = 32,
}: {
  points: SparkPoint[];
  color: string;
  label: string;
  width?: number;
  height?: number;
}) {
  const id = useId();
  const { paths, lows } = sparkGeometry(points, width, height);
  const last = paths.at(-1)?.split(/[ML]/).filter(Boolean).at(-1)?.split(',').map(Number);
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-labelledby={id}
      data-testid="sparkline"
      data-points={points.filter((p) => p.v !== null).length}
      data-gaps={points.filter((p) => p.v === null).length}
      data-low-points={lows.length}
    >
      <title id={id}>{label}</title>
      {paths.map((d, i) => (
        <path key={i} d={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
      ))}
      {lows.map(([cx, cy], i) => (
        <circle key={`low-${i}`} cx={cx} cy={cy} r={2} fill={LOW_CONFIDENCE_COLOR} />
      ))}
      {last && <circle cx={last[0]} cy={last[1]} r={2.5} fill={color} />}
    </svg>
  );
}
