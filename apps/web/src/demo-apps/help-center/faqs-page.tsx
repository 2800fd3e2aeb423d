import { Alert, Box, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFaqs } from './api/get-faqs.ts';
import { HelpHeader, HELP_ROOT } from './components/help-header.tsx';
import { FaqList } from './components/faq-list.tsx';

/** All questions by category; `?category=slug` shows one category. */
export function FaqsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('category') ?? undefined;
  const all = useFaqs();
  const shown = (all.data ?? []).filter((c) => !chosen || c.slug === chosen);
  return (
    <Box>
      <HelpHeader
        trail={[{ label: t('demoHelpCenter.faqs.title'), to: `${HELP_ROOT}/faqs` }]}
        title={t('demoHelpCenter.faqs.heading')}
        subtitle={t('demoHelpCenter.faqs.subtitle')}
      />
      <Box sx={{ px: { xs: 2, sm: 0 }, py: 4, maxWidth: 1040, mx: 'auto' }}>
        <Box role="group" aria-label={t('demoHelpCenter.faqs.categories')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
          <Chip label={t('demoHelpCenter.faqs.all')} color={chosen ? 'default' : 'primary'} onClick={() => setParams({})} />
          {(all.data ?? []).map((c) => (
            <Chip
              key={c.id}
              label={c.title}
              color={chosen === c.slug ? 'primary' : 'default'}
              onClick={() => setParams({ category: c.slug })}
            />
          ))}
        </Box>
        {all.isPending && <Skeleton variant="rounded" height={320} />}
        {all.isError && <Alert severity="error">{t('demoHelpCenter.loadFailed')}</Alert>}
        {shown.map((c) => (
          <Box key={c.id} component="section" aria-label={c.title} sx={{ mb: 5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {c.title}
            </Typography>
            <FaqList faqs={c.faqs} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
