import { Box, Chip, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RELEASES, type ChangeType } from './changelog.ts';
import { DocsLayout, DocsTitle } from './components/docs-layout.tsx';

const TYPE_COLORS: Record<ChangeType, 'success' | 'info' | 'warning'> = { added: 'success', improved: 'info', security: 'warning' };

/** `/docs/changelog`: what each Roadlens release brought. */
export function ChangelogPage() {
  const { t } = useTranslation();
  return (
    <DocsLayout>
      <DocsTitle overline={t('demoDocs.sections.releases')} title={t('demoDocs.changelog.title')} lead={t('demoDocs.changelog.lead')} />
      {RELEASES.map((release) => (
        <Box key={release.id} component="section" aria-labelledby={`release-${release.id}`} sx={{ mb: 5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5, mb: 1 }}>
            <Typography id={`release-${release.id}`} variant="h5" component="h2">
              {t('demoDocs.changelog.version', { version: release.version })}
            </Typography>
            <Chip size="small" color="primary" label={t('demoDocs.changelog.current')} />
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(`demoDocs.changelog.releases.${release.id}.summary`)}</Typography>
          {(Object.entries(release.groups) as [ChangeType, readonly string[]][]).map(([type, items]) => (
            <Box key={type} sx={{ mb: 2.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={TYPE_COLORS[type]}
                label={t(`demoDocs.changelog.types.${type}`)}
                sx={{ mb: 1, fontWeight: 600 }}
              />
              <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
                {items.map((item) => (
                  <li key={item}>{t(`demoDocs.changelog.releases.${release.id}.${type}.${item}`)}</li>
                ))}
              </Box>
            </Box>
          ))}
          <Divider sx={{ mt: 3 }} />
        </Box>
      ))}
    </DocsLayout>
  );
}
