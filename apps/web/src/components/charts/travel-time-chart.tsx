import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalRow, TypicalPoint } from '@roadlens/contract';
import { EChart } from './echart.tsx';
import { isLowConfidence, lineData, withGaps } from './gaps.ts';
import { lowConfidenceSeries, typicalSeries } from './typical-series.ts';

interface Props {
  rows: IntervalRow[];
  typical: readonly TypicalPoint[];
  freeFlow: number | null;
  /** The chosen period (epoch seconds): the axis spans it, so missing hours at either end show as gaps too. */
  period?: { from: number; to: number };
}

/**
 * Travel time per 5-minute interval (median and 85th percentile, broken where intervals are missing,
 * grey dots where too few samples) against the typical of each time of the week with its usual
 * spread and the free-flow line, with accepted vs rejected samples as stacked bars on a second axis.
 * Used by links and routes.
 */
export function TravelTimeChart({ rows, typical, freeFlow, period }: Props) {
  const { t } = useTranslation();
  // The bounds, not the object: a new object each render would redraw the chart each render.
  const pFrom = period?.from;
  const pTo = period?.to;
  const option = useMemo(() => {
    const span = pFrom !== undefined && pTo !== undefined ? { from: pFrom, to: pTo } : null;
    const slots = withGaps(rows, (r) => r.start);
    const x = slots.map((s) => s.t * 1000);
    const of = (get: (r: IntervalRow) => number | null) => slots.map((s, i): [number, number | null] => [x[i], s.row ? get(s.row) : null]);
    const names = {
      median: t('charts.median'),
      p85: t('charts.p85'),
      low: t('charts.lowConfidencePoints'),
      typical: t('charts.typical'),
      band: t('charts.typicalBand'),
      free: t('charts.freeFlow'),
      accepted: t('charts.accepted'),
      rejected: t('charts.rejected'),
    };
    const ends = span ? [span.from * 1000, span.to * 1000] : [x[0], x.at(-1) ?? x[0], ...typical.map((p) => p.t * 1000)];
    return {
      // Drawn at once: a week of slots gains nothing from the sweep, and a still chart reads (and screenshots) as it is.
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: {
        top: 0,
        type: 'scroll',
        data: [
          names.median,
          names.p85,
          names.low,
          names.typical,
          names.band,
          ...(freeFlow !== null ? [names.free] : []),
          names.accepted,
          names.rejected,
        ],
      },
      grid: { left: 48, right: 48, top: 40, bottom: 40 },
      xAxis: { type: 'time', ...(span ? { min: span.from * 1000, max: span.to * 1000 } : {}) },
      yAxis: [
        { type: 'value', name: 's' },
        { type: 'value', name: '#', splitLine: { show: false } },
      ],
      dataZoom: [{ type: 'inside' }],
      series: [
        { name: names.median, type: 'line', symbol: 'none', connectNulls: false, data: lineData(of((r) => r.median_s)) },
        {
          name: names.p85,
          type: 'line',
          symbol: 'none',
          connectNulls: false,
          lineStyle: { type: 'dashed' },
          data: lineData(of((r) => r.p85_s)),
        },
        lowConfidenceSeries(
          names.low,
          slots.map((s, i) => [x[i], s.row?.median_s ?? null, s.row !== null && isLowConfidence(s.row.accepted_count)]),
        ),
        ...typicalSeries(typical, (v) => v, names.typical, names.band),
        ...(freeFlow !== null
          ? [
              {
                name: names.free,
                type: 'line',
                showSymbol: false,
                lineStyle: { type: 'dotted' },
                data: [Math.min(...ends), Math.max(...ends)].map((at) => [at, freeFlow]),
              },
            ]
          : []),
        { name: names.accepted, type: 'bar', stack: 'n', barMaxWidth: 8, yAxisIndex: 1, data: of((r) => r.accepted_count) },
        {
          name: names.rejected,
          type: 'bar',
          stack: 'n',
          barMaxWidth: 8,
          yAxisIndex: 1,
          data: of((r) => Math.max(0, r.raw_count - r.accepted_count)),
        },
      ],
    };
  }, [rows, typical, freeFlow, pFrom, pTo, t]);
  return <EChart option={option} testId="travel-time-chart" />;
}
