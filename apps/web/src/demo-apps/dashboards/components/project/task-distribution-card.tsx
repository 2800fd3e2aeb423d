import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard, WeekKey } from '../../model.ts';
import { CHART_COLORS, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { Segmented } from '../segmented.tsx';

export function TaskDistributionCard({ data }: { data: ProjectDashboard['taskDistribution'] }) {
  const { t } = useTranslation();
  const [week, setWeek] = useState<WeekKey>('this-week');
  const option = {
    color: CHART_COLORS,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['15%', '72%'],
        roseType: 'radius',
        center: ['50%', '45%'],
        itemStyle: { borderRadius: 6, borderColor: '#fff', borderWidth: 2 },
        label: { show: false },
        data: data.labels.map((l, i) => ({ name: t(`demoDashboards.project.areas.${l}`), value: data.series[week][i] })),
      },
    ],
  };
  const o = data.overview[week];
  return (
    <DashboardCard
      title={t('demoDashboards.project.taskDistribution')}
      action={
        <Segmented
          value={week}
          onChange={setWeek}
          label={t('demoDashboards.project.week')}
          options={[
            { value: 'this-week', label: t('demoDashboards.thisWeek') },
            { value: 'last-week', label: t('demoDashboards.lastWeek') },
          ]}
        />
      }
      sx={{ gridColumn: { sm: 'span 2', lg: 'span 2' } }}
    >
      <Chart option={option} height={300} label={t('demoDashboards.project.taskDistribution')} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', mt: 2, borderTop: 1, borderColor: 'divider', pt: 2, textAlign: 'center' }}
      >
        <Box>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{o.new}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('demoDashboards.project.newTasks')}
          </Typography>
        </Box>
        <Box sx={{ borderLeft: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{o.completed}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('demoDashboards.project.completedTasks')}
          </Typography>
        </Box>
      </Box>
    </DashboardCard>
  );
}
