import { Alert, Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGuides } from './api/get-guides.ts';
import { HelpHeader, HELP_ROOT } from './components/help-header.tsx';
import { GuideLinks, guidePath } from './components/guide-links.tsx';

/** Every guide category with its first five guides and a link to the rest. */
export function GuidesPage() {
  const { t } = useTranslation();
  const guides = useGuides();
  return (
    <Box>
      <HelpHeader
        trail={[{ label: t('demoHelpCenter.guides.title'), to: `${HELP_ROOT}/guides` }]}
        title={t('demoHelpCenter.guides.heading')}
        subtitle={t('demoHelpCenter.guides.subtitle')}
      />
      <Box sx={{ px: { xs: 2, sm: 0 }, py: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {guides.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={220} />)}
        {guides.isError && <Alert severity="error">{t('demoHelpCenter.loadFailed')}</Alert>}
        {guides.data?.map((c) => (
          <Card key={c.id} component="section" aria-label={c.title}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {c.title}
              </Typography>
              <GuideLinks categorySlug={c.slug} guides={c.guides} />
              {c.totalGuides > c.visibleGuides && (
                <Link component={RouterLink} to={guidePath(c.slug)} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
                  {t('demoHelpCenter.guides.viewAll', { count: c.totalGuides })}
                </Link>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
