import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../model.ts';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

export function TransactionsCard({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <DashboardCard
      title={t('demoDashboards.finance.recentTransactions')}
      subtitle={t('demoDashboards.finance.transactionsSubtitle', { count: transactions.length })}
      sx={{ gridColumn: { md: 'span 3' } }}
    >
      <TableContainer>
        <Table size="small" aria-label={t('demoDashboards.finance.recentTransactions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('demoDashboards.finance.columns.transactionId')}</TableCell>
              <TableCell>{t('demoDashboards.finance.columns.date')}</TableCell>
              <TableCell>{t('demoDashboards.finance.columns.name')}</TableCell>
              <TableCell align="right">{t('demoDashboards.finance.columns.amount')}</TableCell>
              <TableCell>{t('demoDashboards.finance.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.map((tx) => (
              <TableRow key={tx.id} hover>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{tx.transactionId}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(tx.date, { day: 'numeric', month: 'short', year: 'numeric' })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{tx.name}</TableCell>
                <TableCell align="right">
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, color: tx.amount < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
                  >
                    {f.money(tx.amount)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={tx.status === 'completed' ? 'success' : 'warning'}
                    label={t(`demoDashboards.finance.status.${tx.status}`)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}
