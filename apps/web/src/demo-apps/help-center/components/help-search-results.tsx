import { Box, Skeleton, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';
import { includesText } from '../../shared/compare-text.ts';
import { useFaqs } from '../api/get-faqs.ts';
import { useGuides } from '../api/get-guides.ts';
import { FaqList } from './faq-list.tsx';
import { GuideLinks } from './guide-links.tsx';

const ALL_GUIDES = 1000;

/** Questions and guides whose text contains the query, searched in the browser over the loaded articles. */
export function HelpSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const guides = useGuides(undefined, ALL_GUIDES);
  if (faqs.isPending || guides.isPending) return <Skeleton variant="rounded" height={200} />;
  const foundFaqs = (faqs.data ?? [])
    .flatMap((c) => c.faqs)
    .filter((f) => includesText(f.question, query) || includesText(f.answer, query));
  const foundGuides = (guides.data ?? []).flatMap((c) =>
    c.guides.filter((g) => includesText(g.title, query) || includesText(g.subtitle, query)).map((g) => ({ g, c })),
  );
  if (foundFaqs.length + foundGuides.length === 0)
    return <EmptyState icon={<SearchOffIcon />} title={t('demoHelpCenter.noResults', { query })} />;
  return (
    <Box role="region" aria-label={t('demoHelpCenter.results')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('demoHelpCenter.resultCount', { count: foundFaqs.length + foundGuides.length })}
      </Typography>
      {foundFaqs.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('demoHelpCenter.faqs.title')}
          </Typography>
          <FaqList faqs={foundFaqs} />
        </Box>
      )}
      {foundGuides.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('demoHelpCenter.guides.title')}
          </Typography>
          {foundGuides.map(({ g, c }) => (
            <GuideLinks key={g.id} categorySlug={c.slug} guides={[g]} withSubtitle />
          ))}
        </Box>
      )}
    </Box>
  );
}
