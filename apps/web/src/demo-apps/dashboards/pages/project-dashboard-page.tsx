import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useProjectDashboard } from '../api/get-project-dashboard.ts';
import { DashboardPageHeader } from '../components/dashboard-page-header.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { BudgetTab } from '../components/project/budget-tab.tsx';
import { GithubIssuesCard } from '../components/project/github-issues-card.tsx';
import { ScheduleCard } from '../components/project/schedule-card.tsx';
import { TaskDistributionCard } from '../components/project/task-distribution-card.tsx';
import { TeamTab } from '../components/project/team-tab.tsx';
import { StatCard } from '../components/stat-card.tsx';

type TabKey = 'home' | 'budget' | 'team';

/** `/dashboards/project`: summary, issues, task distribution, schedule; budget; team. */
export function ProjectDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useProjectDashboard();
  const [tab, setTab] = useState<TabKey>('home');
  const d = dashboard.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      <DashboardPageHeader title={t('demoDashboards.project.title')} subtitle={t('demoDashboards.project.subtitle')} />
      <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} sx={{ mb: 3 }} variant="scrollable" allowScrollButtonsMobile>
        {(['home', 'budget', 'team'] as const).map((k) => (
          <Tab key={k} value={k} label={t(`demoDashboards.project.tabs.${k}`)} />
        ))}
      </Tabs>
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && <EmptyState icon={<ErrorOutline />} title={t('demoDashboards.error')} />}
      {d && tab === 'home' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 3 }}>
          <StatCard
            label={t('demoDashboards.project.summary.due')}
            value={String(d.summary.dueTasks)}
            note={t('demoDashboards.project.summary.completed', { count: d.summary.completedToday })}
            tone="primary"
          />
          <StatCard
            label={t('demoDashboards.project.summary.overdue')}
            value={String(d.summary.overdue)}
            note={t('demoDashboards.project.summary.fromYesterday', { count: d.summary.overdueYesterday })}
            tone="error"
          />
          <StatCard
            label={t('demoDashboards.project.summary.issues')}
            value={String(d.summary.issues)}
            note={t('demoDashboards.project.summary.closedToday', { count: d.summary.fixedToday })}
            tone="warning"
          />
          <StatCard
            label={t('demoDashboards.project.summary.features')}
            value={String(d.summary.features)}
            note={t('demoDashboards.project.summary.implemented', { count: d.summary.implemented })}
            tone="success"
          />
          <GithubIssuesCard data={d.githubIssues} />
          <TaskDistributionCard data={d.taskDistribution} />
          <ScheduleCard data={d.schedule} />
        </Box>
      )}
      {d && tab === 'budget' && <BudgetTab data={d} />}
      {d && tab === 'team' && <TeamTab members={d.teamMembers} />}
    </Box>
  );
}
