import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadAnalyticsDay } from '@roadlens/contract/road-analytics';
import { EChart } from '../../../components/charts/echart.tsx';
import { useFormat } from '../../../lib/format/index.ts';

const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** Per local day: corridor speed (left axis, company unit) and congestion index (right axis). */
export function DailyTrendChart({ daily }: { daily: RoadAnalyticsDay[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: daily.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: f.speedLabel, scale: true },
        { type: 'value', name: t('roadAnalytics.ci'), scale: true, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('roadAnalytics.avgSpeed'),
          type: 'line',
          smooth: true,
          data: daily.map((d) => round(d.avg_speed_kmh === null ? null : f.speedValue(d.avg_speed_kmh), 1)),
        },
        {
          name: t('roadAnalytics.ci'),
          type: 'bar',
          yAxisIndex: 1,
          barMaxWidth: 18,
          itemStyle: { opacity: 0.55 },
          data: daily.map((d) => round(d.congestion_index, 2)),
        },
      ],
    }),
    [daily, f, t],
  );
  return <EChart option={option} height={300} testId="road-analytics-trend" />;
}
