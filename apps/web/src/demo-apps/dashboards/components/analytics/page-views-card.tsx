import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDashboard } from '../../model.ts';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

export function PageViewsCard({ data }: { data: AnalyticsDashboard['visitorsVsPageViews'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const option = {
    ...baseOption(),
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: data.series[0].data.map((p) => f.date(p.x)) },
    yAxis: { type: 'value', splitLine: { lineStyle: { type: 'dashed' } } },
    series: data.series.map((s) => ({
      name: t(`demoDashboards.analytics.${s.name}`),
      type: 'line',
      smooth: true,
      symbol: 'none',
      areaStyle: { opacity: 0.12 },
      data: s.data.map((p) => p.y),
    })),
  };
  const figures: [string, string][] = [
    [t('demoDashboards.analytics.overallScore'), f.number(data.overallScore)],
    [t('demoDashboards.analytics.averageRatio'), f.percent(data.averageRatio)],
    [t('demoDashboards.analytics.predictedRatio'), f.percent(data.predictedRatio)],
  ];
  return (
    <DashboardCard title={t('demoDashboards.analytics.visitorsVsPageViews')} sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mb: 2 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography sx={{ fontSize: 24, fontWeight: 700 }}>{value}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Chart option={option} height={280} label={t('demoDashboards.analytics.visitorsVsPageViews')} />
    </DashboardCard>
  );
}
