import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

/** A total with a small bar or line trend of its last ten days. */
export function TrendCard({
  name,
  amount,
  data,
  kind,
  color,
}: {
  name: string;
  amount: number;
  data: number[];
  kind: 'bar' | 'line';
  color: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const title = t(`demoDashboards.analytics.${name}`);
  const option = {
    ...baseOption(),
    color: [color],
    grid: { left: 0, right: 0, top: 8, bottom: 0 },
    xAxis: { type: 'category', show: false, data: data.map((_, i) => t('demoDashboards.analytics.day', { n: i + 1 })) },
    yAxis: { type: 'value', show: false },
    series: [
      {
        name: title,
        type: kind,
        smooth: true,
        symbol: 'none',
        barWidth: '55%',
        itemStyle: { borderRadius: 4 },
        areaStyle: kind === 'line' ? { opacity: 0.15 } : undefined,
        data,
      },
    ],
  };
  return (
    <DashboardCard title={title} subtitle={t('demoDashboards.analytics.last10Days')}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
        <Typography sx={{ fontSize: 32, fontWeight: 800, lineHeight: 1 }}>{f.number(amount)}</Typography>
      </Box>
      <Chart option={option} height={90} label={title} />
    </DashboardCard>
  );
}
