import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FinanceDashboard } from '../../model.ts';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

/** Expenses, savings and bills against their limits; over a limit shows in red. */
export function BudgetCard({ budget }: { budget: FinanceDashboard['budget'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const rows = [
    { key: 'expenses', value: budget.expenses, limit: budget.expensesLimit },
    { key: 'savings', value: budget.savings, limit: budget.savingsGoal },
    { key: 'bills', value: budget.bills, limit: budget.billsLimit },
  ] as const;
  return (
    <DashboardCard title={t('demoDashboards.finance.budget')} subtitle={t('demoDashboards.finance.budgetSubtitle')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {rows.map((row) => {
          const share = (row.value / row.limit) * 100;
          const over = row.key !== 'savings' && share > 100;
          return (
            <Box key={row.key}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`demoDashboards.finance.${row.key}`)}</Typography>
                <Typography sx={{ fontWeight: 600, color: over ? 'error.main' : 'text.primary' }}>{f.money(row.value)}</Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, share)}
                color={over ? 'error' : row.key === 'savings' ? 'success' : 'primary'}
                sx={{ height: 8, borderRadius: 4 }}
                aria-label={t(`demoDashboards.finance.${row.key}`)}
              />
              <Typography variant="caption" sx={{ color: over ? 'error.main' : 'text.secondary' }}>
                {t(row.key === 'savings' ? 'demoDashboards.finance.ofGoal' : 'demoDashboards.finance.ofLimit', {
                  share: f.percent(share, 1),
                  limit: f.money(row.limit, 0),
                })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </DashboardCard>
  );
}
