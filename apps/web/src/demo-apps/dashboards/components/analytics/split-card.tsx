import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Split } from '../../model.ts';
import { Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { useFormat } from '../format.ts';

/** A doughnut of one visitor split (new vs returning, gender, age, language) with its legend. */
export function SplitCard({ name, data, colors }: { name: string; data: Split; colors: string[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const title = t(`demoDashboards.analytics.splits.${name}`);
  const labels = data.labels.map((l) => t(`demoDashboards.analytics.splitLabels.${l}`));
  const option = {
    color: colors,
    tooltip: { trigger: 'item', formatter: '{b}: {d}%' },
    series: [
      {
        type: 'pie',
        radius: ['58%', '85%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: labels.map((l, i) => ({ name: l, value: data.series[i] })),
      },
    ],
  };
  return (
    <DashboardCard title={title} subtitle={t('demoDashboards.analytics.uniqueVisitors', { value: f.number(data.uniqueVisitors) })}>
      <Chart option={option} height={180} label={title} />
      <Box sx={{ mt: 2 }}>
        {labels.map((l, i) => (
          <Box key={l} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[i] }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {l}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {f.number(Math.round((data.uniqueVisitors * data.series[i]) / 100))}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 40, textAlign: 'right' }}>
              {f.percent(data.series[i])}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}
