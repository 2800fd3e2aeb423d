import { Box } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useFinanceDashboard } from '../api/get-finance-dashboard.ts';
import { DashboardPageHeader } from '../components/dashboard-page-header.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { AccountBalanceCard } from '../components/finance/account-balance-card.tsx';
import { BudgetCard } from '../components/finance/budget-card.tsx';
import { StatementCard } from '../components/finance/statement-card.tsx';
import { TransactionsCard } from '../components/finance/transactions-card.tsx';

/** `/dashboards/finance`: statements, account balance, budget and recent transactions. */
export function FinanceDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useFinanceDashboard();
  const d = dashboard.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      <DashboardPageHeader title={t('demoDashboards.finance.title')} subtitle={t('demoDashboards.finance.subtitle')} />
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && <EmptyState icon={<ErrorOutline />} title={t('demoDashboards.error')} />}
      {d && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3, gridColumn: { md: 'span 3' } }}>
            <StatementCard kind="previous" statement={d.previousStatement} />
            <StatementCard kind="current" statement={d.currentStatement} />
          </Box>
          <AccountBalanceCard data={d.accountBalance} />
          <BudgetCard budget={d.budget} />
          <TransactionsCard transactions={d.recentTransactions} />
        </Box>
      )}
    </Box>
  );
}
