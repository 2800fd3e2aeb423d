import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Statement } from '../../model.ts';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

export function StatementCard({ kind, statement }: { kind: 'previous' | 'current'; statement: Statement }) {
  const { t } = useTranslation();
  const f = useFormat();
  const paid = statement.status === 'paid';
  const figures: [string, number][] = [
    [t('demoDashboards.finance.cardLimit'), statement.limit],
    [t('demoDashboards.finance.spent'), statement.spent],
    [t('demoDashboards.finance.minimum'), statement.minimum],
  ];
  return (
    <DashboardCard
      title={t(`demoDashboards.finance.${kind}Statement`)}
      subtitle={t(paid ? 'demoDashboards.finance.paidOn' : 'demoDashboards.finance.dueOn', {
        date: f.date(statement.date, { day: 'numeric', month: 'long', year: 'numeric' }),
      })}
      action={<Chip size="small" color={paid ? 'success' : 'warning'} label={t(`demoDashboards.finance.status.${statement.status}`)} />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography sx={{ fontSize: { xs: 16, sm: 20 }, fontWeight: 700, wordBreak: 'break-word' }}>{f.money(value)}</Typography>
          </Box>
        ))}
      </Box>
      {statement.spent > statement.limit && (
        <Typography variant="body2" sx={{ color: 'error.main', mt: 1.5 }}>
          {t('demoDashboards.finance.overLimit', { amount: f.money(statement.spent - statement.limit) })}
        </Typography>
      )}
    </DashboardCard>
  );
}
