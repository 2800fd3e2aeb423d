import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CryptoDashboard } from '../../model.ts';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

/** Holdings per coin and their value at the current price. */
export function WalletsCard({ wallets, prices }: Pick<CryptoDashboard, 'wallets' | 'prices'>) {
  const { t } = useTranslation();
  const f = useFormat();
  const rows = Object.entries(wallets).map(([iso, amount]) => ({ iso, amount, value: amount * (prices[iso] ?? 0) }));
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <DashboardCard title={t('demoDashboards.crypto.wallets')} subtitle={t('demoDashboards.crypto.walletsTotal', { total: f.money(total) })}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rows.map((r) => (
          <Box key={r.iso} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 12,
                fontWeight: 700,
              }}
            >
              {r.iso.toUpperCase()}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {f.number(r.amount, 4)} {r.iso.toUpperCase()}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {f.money(r.value)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {total ? f.percent((r.value / total) * 100, 1) : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
