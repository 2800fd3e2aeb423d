import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalRow } from '@roadlens/contract';
import { EChart } from './echart.tsx';

/**
 * Travel time per 5-minute interval (median and 85th percentile) against the typical and free-flow
 * lines, with accepted vs rejected samples as stacked bars on a second axis. Used by links and routes.
 */
export function TravelTimeChart({ rows, typical, freeFlow }: { rows: IntervalRow[]; typical: number | null; freeFlow: number | null }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const x = rows.map((r) => r.start * 1000);
    const flat = (name: string, v: number, dash: 'solid' | 'dotted') => ({
      name,
      type: 'line',
      showSymbol: false,
      lineStyle: { type: dash },
      data: x.map((at) => [at, v]),
    });
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 48, right: 48, top: 40, bottom: 40 },
      xAxis: { type: 'time' },
      yAxis: [
        { type: 'value', name: 's' },
        { type: 'value', name: '#', splitLine: { show: false } },
      ],
      dataZoom: [{ type: 'inside' }],
      series: [
        { name: t('charts.median'), type: 'line', showSymbol: false, data: rows.map((r, i) => [x[i], r.median_s]) },
        {
          name: t('charts.p85'),
          type: 'line',
          showSymbol: false,
          lineStyle: { type: 'dashed' },
          data: rows.map((r, i) => [x[i], r.p85_s]),
        },
        ...(typical !== null ? [flat(t('charts.typical'), typical, 'solid')] : []),
        ...(freeFlow !== null ? [flat(t('charts.freeFlow'), freeFlow, 'dotted')] : []),
        { name: t('charts.accepted'), type: 'bar', stack: 'n', yAxisIndex: 1, data: rows.map((r, i) => [x[i], r.accepted_count]) },
        {
          name: t('charts.rejected'),
          type: 'bar',
          stack: 'n',
          yAxisIndex: 1,
          data: rows.map((r, i) => [x[i], Math.max(0, r.raw_count - r.accepted_count)]),
        },
      ],
    };
  }, [rows, typical, freeFlow, t]);
  return <EChart option={option} testId="travel-time-chart" />;
}
