import { Box } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { useAnalyticsDashboard } from '../api/get-analytics-dashboard.ts';
import { PageViewsCard } from '../components/analytics/page-views-card.tsx';
import { SplitCard } from '../components/analytics/split-card.tsx';
import { TrendCard } from '../components/analytics/trend-card.tsx';
import { VisitorsCard } from '../components/analytics/visitors-card.tsx';
import { DashboardPageHeader } from '../components/dashboard-page-header.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';

/** `/dashboards/analytics`: visitors, conversions, impressions, visits, page views and visitor splits. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useAnalyticsDashboard();
  const d = dashboard.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      <DashboardPageHeader title={t('demoDashboards.analytics.title')} subtitle={t('demoDashboards.analytics.subtitle')} />
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && <EmptyState icon={<ErrorOutline />} title={t('demoDashboards.error')} />}
      {d && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            gridAutoFlow: 'dense',
            gap: 3,
          }}
        >
          <VisitorsCard data={d.visitors} />
          <Box
            sx={{ display: 'grid', gap: 3, gridColumn: { sm: 'span 2', lg: 'span 1' }, gridTemplateColumns: { sm: '1fr 1fr', lg: '1fr' } }}
          >
            <TrendCard name="conversions" amount={d.conversions.amount} data={d.conversions.series[0].data} kind="bar" color="#4f46e5" />
            <TrendCard name="impressions" amount={d.impressions.amount} data={d.impressions.series[0].data} kind="line" color="#0ea5e9" />
          </Box>
          <TrendCard name="visits" amount={d.visits.amount} data={d.visits.series[0].data} kind="line" color="#16a34a" />
          <PageViewsCard data={d.visitorsVsPageViews} />
          <SplitCard name="newVsReturning" data={d.newVsReturning} colors={['#4f46e5', '#c7d2fe']} />
          <SplitCard name="gender" data={d.gender} colors={['#0ea5e9', '#f472b6']} />
          <SplitCard name="age" data={d.age} colors={['#16a34a', '#bbf7d0']} />
          <SplitCard name="language" data={d.language} colors={['#f59e0b', '#fde68a']} />
        </Box>
      )}
    </Box>
  );
}
