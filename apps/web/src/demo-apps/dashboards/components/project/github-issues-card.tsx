import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard, WeekKey } from '../../model.ts';
import { baseOption, Chart } from '../chart.tsx';
import { DashboardCard } from '../dashboard-card.tsx';
import { Segmented } from '../segmented.tsx';

/** New (line) and closed (bars) issues per weekday, with the week's overview beside. */
export function GithubIssuesCard({ data }: { data: ProjectDashboard['githubIssues'] }) {
  const { t } = useTranslation();
  const [week, setWeek] = useState<WeekKey>('this-week');
  const [opened, closed] = data.series[week];
  const o = data.overview[week];
  const option = {
    ...baseOption(),
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: data.labels.map((d) => t(`demoDashboards.weekdays.${d}`)), axisTick: { show: false } },
    yAxis: { type: 'value', splitLine: { lineStyle: { type: 'dashed' } } },
    series: [
      { name: t('demoDashboards.project.newIssues'), type: 'line', smooth: true, symbolSize: 8, data: opened.data },
      {
        name: t('demoDashboards.project.closedIssues'),
        type: 'bar',
        barWidth: '40%',
        itemStyle: { borderRadius: [6, 6, 0, 0] },
        data: closed.data,
      },
    ],
  };
  const tiles: [keyof typeof o, string][] = [
    ['fixed', '#16a34a'],
    ['wontFix', '#64748b'],
    ['reOpened', '#f59e0b'],
    ['needsTriage', '#e11d48'],
  ];
  return (
    <DashboardCard
      title={t('demoDashboards.project.githubIssues')}
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
      sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
        <Chart option={option} height={320} label={t('demoDashboards.project.githubIssues')} />
        <Box>
          <Typography variant="subtitle2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('demoDashboards.project.overview')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <Tile value={o.newIssues} label={t('demoDashboards.project.newIssues')} color="#4f46e5" big />
            <Tile value={o.closedIssues} label={t('demoDashboards.project.closedIssues')} color="#0ea5e9" big />
            {tiles.map(([key, color]) => (
              <Tile key={key} value={o[key]} label={t(`demoDashboards.project.${key}`)} color={color} />
            ))}
          </Box>
        </Box>
      </Box>
    </DashboardCard>
  );
}

function Tile({ value, label, color, big = false }: { value: number; label: string; color: string; big?: boolean }) {
  return (
    <Box sx={{ p: big ? 2.5 : 2, borderRadius: 2, textAlign: 'center', bgcolor: `${color}14`, color }}>
      <Typography sx={{ fontSize: big ? 40 : 26, fontWeight: 800, lineHeight: 1.1 }}>{value}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}
