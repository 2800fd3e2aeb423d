import { Box } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useCryptoDashboard } from '../api/get-crypto-dashboard.ts';
import { BtcCard } from '../components/crypto/btc-card.tsx';
import { WalletsCard } from '../components/crypto/wallets-card.tsx';
import { WatchlistCard } from '../components/crypto/watchlist-card.tsx';
import { DashboardPageHeader } from '../components/dashboard-page-header.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';

/** `/dashboards/crypto`: the BTC price, wallets and a watchlist. */
export function CryptoDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useCryptoDashboard();
  const d = dashboard.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      <DashboardPageHeader title={t('demoDashboards.crypto.title')} subtitle={t('demoDashboards.crypto.subtitle')} />
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && <EmptyState icon={<ErrorOutline />} title={t('demoDashboards.error')} />}
      {d && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' }, gap: 3 }}>
          <BtcCard btc={d.btc} />
          <WalletsCard wallets={d.wallets} prices={d.prices} />
          <WatchlistCard coins={d.watchlist} />
        </Box>
      )}
    </Box>
  );
}
