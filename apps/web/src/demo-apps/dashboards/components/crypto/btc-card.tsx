import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CryptoDashboard } from '../../model.ts';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';
import { TrendChip } from './trend-chip.tsx';

export function BtcCard({ btc }: { btc: CryptoDashboard['btc'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const points = btc.series[0].data;
  const up = btc.trend.dir === 'up';
  const option = {
    ...baseOption(),
    color: [up ? '#16a34a' : '#e11d48'],
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => f.date(p.x, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })),
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => f.number(v) },
    },
    series: [
      {
        name: t('demoDashboards.crypto.price'),
        type: 'line',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.12 },
        data: points.map((p) => p.y),
      },
    ],
  };
  const stats: [string, string][] = [
    [t('demoDashboards.crypto.marketCap'), f.money(btc.marketCap, 0)],
    [t('demoDashboards.crypto.volume'), f.money(btc.volume, 0)],
    [t('demoDashboards.crypto.supply'), `${f.number(btc.supply)} BTC`],
    [t('demoDashboards.crypto.allTimeHigh'), f.money(btc.allTimeHigh, 0)],
  ];
  return (
    <DashboardCard title={`${btc.title} (${btc.iso})`} subtitle={t('demoDashboards.crypto.last48h')} sx={{ gridColumn: { lg: 'span 2' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5, mb: 2 }}>
        <Typography sx={{ fontSize: 34, fontWeight: 800 }}>{f.money(btc.amount)}</Typography>
        <TrendChip {...btc.trend} />
      </Box>
      <Chart option={option} height={300} label={t('demoDashboards.crypto.priceOf', { coin: btc.title })} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {stats.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
