import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalRow, TypicalPoint } from '@roadlens/contract';
import { EChart } from './echart.tsx';
import { isLowConfidence, lineData, withGaps } from './gaps.ts';
import { lowConfidenceSeries, typicalSeries } from './typical-series.ts';
import { speedUnitLabel, toSpeedUnit, type SpeedUnit } from '../map/speed.ts';

const kmh = (lengthM: number, s: number | null) => (s ? (lengthM / s) * 3.6 : null);

/**
 * Speed per interval in the company's unit (broken where intervals are missing, grey dots where too
 * few samples), with the speeds the typical of each time of the week and the free-flow travel time
 * give over the same length (when known).
 */
export function SpeedChart({
  rows,
  unit,
  lengthM,
  typical = [],
  freeFlow = null,
  period,
}: {
  rows: IntervalRow[];
  unit: SpeedUnit;
  lengthM?: number;
  typical?: readonly TypicalPoint[];
  freeFlow?: number | null;
  /** The chosen period (epoch seconds): the axis spans it. */
  period?: { from: number; to: number };
}) {
  const { t } = useTranslation();
  // The bounds, not the object: a new object each render would redraw the chart each render.
  const pFrom = period?.from;
  const pTo = period?.to;
  const option = useMemo(() => {
    const span = pFrom !== undefined && pTo !== undefined ? { from: pFrom, to: pTo } : null;
    const slots = withGaps(rows, (r) => r.start);
    const x = slots.map((s) => s.t * 1000);
    const conv = (v: number | null) => (v === null ? null : Math.round(toSpeedUnit(v, unit)));
    const fromSeconds = (s: number | null) => (lengthM ? conv(kmh(lengthM, s)) : null);
    const speeds = slots.map((s) => (s.row ? conv(s.row.speed_kmh) : null));
    const names = {
      speed: t('charts.speed'),
      low: t('charts.lowConfidencePoints'),
      typical: t('charts.typical'),
      band: t('charts.typicalBand'),
    };
    const free = fromSeconds(freeFlow);
    const ends = span ? [span.from * 1000, span.to * 1000] : [x[0], x.at(-1) ?? x[0], ...typical.map((p) => p.t * 1000)];
    return {
      // Drawn at once: a week of slots gains nothing from the sweep, and a still chart reads (and screenshots) as it is.
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: {
        top: 0,
        data: [names.speed, names.low, ...(lengthM ? [names.typical, names.band] : []), ...(free !== null ? [t('charts.freeFlow')] : [])],
      },
      grid: { left: 48, right: 16, top: 32, bottom: 40 },
      xAxis: { type: 'time', ...(span ? { min: span.from * 1000, max: span.to * 1000 } : {}) },
      yAxis: { type: 'value', name: speedUnitLabel(unit) },
      dataZoom: [{ type: 'inside' }],
      series: [
        {
          name: names.speed,
          type: 'line',
          symbol: 'none',
          connectNulls: false,
          data: lineData(speeds.map((v, i): [number, number | null] => [x[i], v])),
        },
        lowConfidenceSeries(
          names.low,
          slots.map((s, i) => [x[i], speeds[i], s.row !== null && isLowConfidence(s.row.accepted_count)]),
        ),
        ...(lengthM ? typicalSeries(typical, fromSeconds, names.typical, names.band) : []),
        ...(free !== null
          ? [
              {
                name: t('charts.freeFlow'),
                type: 'line',
                showSymbol: false,
                lineStyle: { type: 'dotted' },
                data: [Math.min(...ends), Math.max(...ends)].map((at) => [at, free]),
              },
            ]
          : []),
      ],
    };
  }, [rows, unit, lengthM, typical, freeFlow, pFrom, pTo, t]);
  return <EChart option={option} height={260} testId="speed-chart" />;
}
