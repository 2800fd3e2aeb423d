import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteHistoryPoint } from '@roadlens/contract/route-monitoring';
import { EChart } from '../../../components/charts/echart.tsx';
import { useFormat } from '../../../lib/format/index.ts';

const LOW = '#9e9e9e';

/**
 * The route's last hours: measured travel time (gaps where there was none, grey points where few
 * trips), the typical travel time of each time of the week as a dashed line inside its usual
 * spread (a band stacked from the 25th to the 75th percentile), and trips as bars.
 */
export function HistoryChart({ points }: { points: RouteHistoryPoint[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const option = useMemo(() => {
    const at = (p: RouteHistoryPoint) => p.t * 1000;
    return {
      tooltip: { trigger: 'axis' },
      legend: {
        top: 0,
        type: 'scroll',
        data: [
          t('routeMonitoring.travelTime'),
          t('routeMonitoring.typical'),
          t('routeMonitoring.typicalBand'),
          t('routeMonitoring.samples'),
        ],
      },
      grid: { left: 56, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'time' },
      yAxis: [
        { type: 'value', name: f.secondsLabel, scale: true },
        { type: 'value', name: t('routeMonitoring.samples'), splitLine: { show: false } },
      ],
      series: [
        {
          name: 'band-base',
          type: 'line',
          stack: 'band',
          symbol: 'none',
          lineStyle: { opacity: 0 },
          tooltip: { show: false },
          connectNulls: false,
          data: points.map((p) => [at(p), p.typical_low_s]),
        },
        {
          name: t('routeMonitoring.typicalBand'),
          type: 'line',
          stack: 'band',
          symbol: 'none',
          lineStyle: { opacity: 0 },
          areaStyle: { color: 'rgba(25,118,210,0.15)' },
          connectNulls: false,
          data: points.map((p) => [at(p), p.typical_low_s != null && p.typical_high_s != null ? p.typical_high_s - p.typical_low_s : null]),
        },
        {
          name: t('routeMonitoring.typical'),
          type: 'line',
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#1976d2' },
          connectNulls: false,
          data: points.map((p) => [at(p), p.typical_s]),
        },
        {
          name: t('routeMonitoring.travelTime'),
          type: 'line',
          symbolSize: 5,
          connectNulls: false,
          color: '#e65100',
          data: points.map((p) => ({ value: [at(p), p.travel_time_s], itemStyle: p.low_confidence ? { color: LOW } : undefined })),
        },
        {
          name: t('routeMonitoring.samples'),
          type: 'bar',
          yAxisIndex: 1,
          barMaxWidth: 4,
          itemStyle: { opacity: 0.3 },
          data: points.map((p) => [at(p), p.samples]),
        },
      ],
    };
  }, [points, t, f.secondsLabel]);
  return <EChart option={option} height={300} testId="route-history-chart" />;
}
