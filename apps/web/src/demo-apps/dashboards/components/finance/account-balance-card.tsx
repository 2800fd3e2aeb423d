import { Box, Typography } from '@mui/material';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useTranslation } from 'react-i18next';
import type { FinanceDashboard } from '../../model.ts';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

/** Actual and predicted balance over time, on a time axis so both lines share it. */
export function AccountBalanceCard({ data }: { data: FinanceDashboard['accountBalance'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const option = {
    ...baseOption(),
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => f.date(new Date(v).toISOString()) } },
    yAxis: { type: 'value', splitLine: { lineStyle: { type: 'dashed' } }, axisLabel: { formatter: (v: number) => f.compact(v) } },
    series: data.series.map((s) => ({
      name: t(`demoDashboards.finance.${s.name}`),
      type: 'line',
      smooth: true,
      symbol: 'none',
      lineStyle: s.name === 'predicted' ? { type: 'dashed', width: 2 } : { width: 3 },
      areaStyle: s.name === 'actual' ? { opacity: 0.15 } : undefined,
      data: s.data.map((p) => [p.x, p.y]),
    })),
  };
  return (
    <DashboardCard
      title={t('demoDashboards.finance.accountBalance')}
      subtitle={t('demoDashboards.finance.accountBalanceSubtitle')}
      sx={{ gridColumn: { md: 'span 2' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mb: 1 }}>
        <Box>
          <Typography sx={{ fontSize: 26, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
            <TrendingUp />
            {f.percent(data.growRate, 2)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('demoDashboards.finance.growRate')}
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontSize: 26, fontWeight: 700 }}>{f.money(data.ami, 0)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('demoDashboards.finance.ami')}
          </Typography>
        </Box>
      </Box>
      <Chart option={option} height={300} label={t('demoDashboards.finance.accountBalance')} />
    </DashboardCard>
  );
}
