import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { useGuide } from './api/get-guide.ts';
import { useGuides } from './api/get-guides.ts';
import { HelpHeader, HELP_ROOT } from './components/help-header.tsx';
import { guidePath } from './components/guide-links.tsx';

/** One guide's content, with the next guide of its category at the end. */
export function GuidePage() {
  const { t } = useTranslation();
  const { category = '', guide: guideSlug = '' } = useParams();
  const guide = useGuide(category, guideSlug);
  const siblings = useGuides(category).data?.[0]?.guides ?? [];
  const data = guide.data;
  const next = siblings[siblings.findIndex((g) => g.slug === guideSlug) + 1];
  const trail = [
    { label: t('demoHelpCenter.guides.title'), to: `${HELP_ROOT}/guides` },
    ...(data ? [{ label: data.title, to: guidePath(data.slug) }] : []),
  ];
  return (
    <Box>
      <HelpHeader trail={trail} title={data?.guide.title ?? t('demoHelpCenter.guides.title')} subtitle={data?.guide.subtitle} />
      <Box sx={{ px: { xs: 2, sm: 0 }, py: 4, maxWidth: 860, mx: 'auto' }}>
        {guide.isPending && <Skeleton variant="rounded" height={360} />}
        {guide.isError && <Alert severity="error">{t('demoHelpCenter.loadFailed')}</Alert>}
        {guide.isSuccess && !data && <EmptyState icon={<ArticleOutlinedIcon />} title={t('demoHelpCenter.guides.notFound')} />}
        {data && (
          <Paper component="article" aria-label={data.guide.title} sx={{ p: { xs: 2.5, sm: 4 }, '& h2': { typography: 'h6', mt: 3 } }}>
            <RichText html={data.guide.content} />
          </Paper>
        )}
        {data && next && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={guidePath(data.slug, next.slug)} endIcon={<ArrowForwardIcon />} sx={{ textAlign: 'right' }}>
              <Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('demoHelpCenter.guides.next')}
                </Typography>
                {next.title}
              </Box>
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
