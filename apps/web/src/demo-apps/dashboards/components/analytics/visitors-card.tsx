import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDashboard } from '../../model.ts';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';
import { Segmented } from '../segmented.tsx';

type Year = 'this-year' | 'last-year';

export function VisitorsCard({ data }: { data: AnalyticsDashboard['visitors'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [year, setYear] = useState<Year>('this-year');
  const points = data.series[year][0].data;
  const option = {
    ...baseOption(),
    xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => f.date(p.x)), axisTick: { show: false } },
    yAxis: { type: 'value', splitLine: { lineStyle: { type: 'dashed' } } },
    series: [
      {
        name: t('demoDashboards.analytics.visitors'),
        type: 'line',
        smooth: true,
        symbol: 'none',
        lineStyle: { width: 3 },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: 'rgba(79,70,229,.35)' },
              { offset: 1, color: 'rgba(79,70,229,0)' },
            ],
          },
        },
        data: points.map((p) => p.y),
      },
    ],
  };
  return (
    <DashboardCard
      title={t('demoDashboards.analytics.visitorsOverview')}
      subtitle={t('demoDashboards.analytics.visitorsSubtitle')}
      action={
        <Segmented
          value={year}
          onChange={setYear}
          label={t('demoDashboards.analytics.year')}
          options={[
            { value: 'this-year', label: t('demoDashboards.thisYear') },
            { value: 'last-year', label: t('demoDashboards.lastYear') },
          ]}
        />
      }
      sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' } }}
    >
      <Chart option={option} height={320} label={t('demoDashboards.analytics.visitorsOverview')} />
    </DashboardCard>
  );
}
