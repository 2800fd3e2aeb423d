import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../../model.ts';
import { Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';
import { TrendChip } from './trend-chip.tsx';

export function WatchlistCard({ coins }: { coins: Coin[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const spark = (c: Coin) => ({
    color: [c.trend.dir === 'up' ? '#16a34a' : '#e11d48'],
    grid: { left: 0, right: 0, top: 2, bottom: 2 },
    xAxis: { type: 'category', show: false, data: c.series[0].data.map((p) => p.x) },
    yAxis: { type: 'value', show: false, scale: true },
    series: [{ type: 'line', smooth: true, symbol: 'none', lineStyle: { width: 2 }, data: c.series[0].data.map((p) => p.y) }],
  });
  return (
    <DashboardCard title={t('demoDashboards.crypto.watchlist')} sx={{ gridColumn: { lg: 'span 3' } }}>
      <Box
        component="ul"
        aria-label={t('demoDashboards.crypto.watchlist')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}
      >
        {coins.map((c) => (
          <Box component="li" key={c.iso} aria-label={c.title} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{c.iso}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }} noWrap>
                {c.title}
              </Typography>
              <TrendChip {...c.trend} />
            </Box>
            <Typography sx={{ fontSize: 22, fontWeight: 700, my: 0.5 }}>{f.money(c.amount, c.amount < 1 ? 4 : 2)}</Typography>
            <Chart option={spark(c)} height={48} label={t('demoDashboards.crypto.priceOf', { coin: c.title })} />
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
