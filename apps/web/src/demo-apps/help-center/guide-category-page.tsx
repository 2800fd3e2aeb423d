import { Alert, Box, Paper, Skeleton } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useGuides } from './api/get-guides.ts';
import { HelpHeader, HELP_ROOT } from './components/help-header.tsx';
import { GuideLinks, guidePath } from './components/guide-links.tsx';

/** Every guide of one category. */
export function GuideCategoryPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const guides = useGuides(category);
  const data = guides.data?.[0];
  const trail = [
    { label: t('demoHelpCenter.guides.title'), to: `${HELP_ROOT}/guides` },
    ...(data ? [{ label: data.title, to: guidePath(data.slug) }] : []),
  ];
  return (
    <Box>
      <HelpHeader
        trail={trail}
        title={data?.title ?? t('demoHelpCenter.guides.title')}
        subtitle={data ? t('demoHelpCenter.guides.count', { count: data.totalGuides }) : undefined}
      />
      <Box sx={{ px: { xs: 2, sm: 0 }, py: 4, maxWidth: 1040, mx: 'auto' }}>
        {guides.isPending && <Skeleton variant="rounded" height={320} />}
        {guides.isError && <Alert severity="error">{t('demoHelpCenter.loadFailed')}</Alert>}
        {guides.isSuccess && !data && <EmptyState icon={<MenuBookOutlinedIcon />} title={t('demoHelpCenter.guides.categoryNotFound')} />}
        {data && (
          <Paper sx={{ px: 3, py: 1 }}>
            <GuideLinks categorySlug={data.slug} guides={data.guides} withSubtitle />
          </Paper>
        )}
      </Box>
    </Box>
  );
}
