import { Box, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard } from '../../model.ts';
import { baseOption, Chart, CHART_COLORS } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

type Props = { data: ProjectDashboard };

/** Budget distribution (radar), expense trends and the per-category budget table. */
export function BudgetTab({ data }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const radar = {
    color: CHART_COLORS,
    tooltip: { trigger: 'item' },
    radar: {
      indicator: data.budgetDistribution.categories.map((c) => ({ name: t(`demoDashboards.project.budgetTypes.${c}`), max: 35 })),
      radius: '65%',
    },
    series: [
      {
        type: 'radar',
        areaStyle: { opacity: 0.25 },
        data: [{ name: t('demoDashboards.project.budget'), value: data.budgetDistribution.series[0].data }],
      },
    ],
  };
  const spark = (key: 'weekly' | 'monthly' | 'yearly', color: string) => ({
    ...baseOption(),
    color: [color],
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    xAxis: { type: 'category', show: false, data: data.expenses[key].labels },
    yAxis: { type: 'value', show: false },
    series: [
      {
        name: t('demoDashboards.project.expenses'),
        type: 'line',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.15 },
        data: data.expenses[key].series[0].data,
      },
    ],
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' }, gap: 3 }}>
      <DashboardCard title={t('demoDashboards.project.budgetDistribution')} sx={{ gridRow: { lg: 'span 3' } }}>
        <Chart option={radar} height={360} label={t('demoDashboards.project.budgetDistribution')} />
      </DashboardCard>
      {(['weekly', 'monthly', 'yearly'] as const).map((key, i) => (
        <DashboardCard key={key} title={t(`demoDashboards.project.${key}Expenses`)} sx={{ gridColumn: { lg: 'span 2' } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography sx={{ fontSize: 30, fontWeight: 700, minWidth: 150 }}>{f.money(data.expenses[key].amount, 0)}</Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Chart option={spark(key, CHART_COLORS[i])} height={64} label={t(`demoDashboards.project.${key}Expenses`)} />
            </Box>
          </Box>
        </DashboardCard>
      ))}
      <DashboardCard title={t('demoDashboards.project.budgetDetails')} sx={{ gridColumn: { lg: 'span 3' } }}>
        <TableContainer>
          <Table size="small" aria-label={t('demoDashboards.project.budgetDetails')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('demoDashboards.project.columns.type')}</TableCell>
                <TableCell align="right">{t('demoDashboards.project.columns.total')}</TableCell>
                <TableCell align="right">{t('demoDashboards.project.columns.expenses')}</TableCell>
                <TableCell>{t('demoDashboards.project.columns.spent')}</TableCell>
                <TableCell align="right">{t('demoDashboards.project.columns.remaining')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.budgetDetails.map((row) => (
                <TableRow key={row.type}>
                  <TableCell sx={{ fontWeight: 600 }}>{t(`demoDashboards.project.budgetTypes.${row.type}`)}</TableCell>
                  <TableCell align="right">{f.money(row.total, 0)}</TableCell>
                  <TableCell align="right">{f.money(row.expensesAmount, 0)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={row.expensesPercentage}
                        color={row.expensesPercentage > 85 ? 'error' : 'primary'}
                        sx={{ flex: 1, height: 6, borderRadius: 3 }}
                      />
                      <Typography variant="caption">{f.percent(row.expensesPercentage, 1)}</Typography>
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    {f.money(row.remainingAmount, 0)}{' '}
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      ({f.percent(row.remainingPercentage, 1)})
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DashboardCard>
    </Box>
  );
}
