import { Box, Card, Link as MuiLink, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocsLayout, DocsTitle } from './components/docs-layout.tsx';

const SECTIONS = ['what', 'concepts', 'navigation', 'firstSteps', 'languages', 'next'] as const;
const CONCEPTS = ['sensors', 'links', 'routes', 'measures', 'alerts', 'reports'] as const;
const MENU = ['dashboard', 'sensors', 'linksRoutes', 'analysis', 'reports', 'settings'] as const;
const STEPS = ['signIn', 'map', 'route', 'alert', 'report'] as const;

/** `/docs/guides/getting-started/introduction`: what Roadlens is and how to find your way. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`demoDocs.introduction.${key}`);
  const toc = (
    <Box component="nav" aria-label={t('demoDocs.onThisPage')}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {t('demoDocs.onThisPage')}
      </Typography>
      <List dense disablePadding>
        {SECTIONS.map((s) => (
          <ListItemButton key={s} component="a" href={`#${s}`} sx={{ borderRadius: 1, py: 0.25 }}>
            <ListItemText primary={k(`${s}.title`)} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
  const heading = (id: (typeof SECTIONS)[number]) => (
    <Typography id={id} variant="h5" component="h2" sx={{ mt: 5, mb: 1.5, scrollMarginTop: 16 }}>
      {k(`${id}.title`)}
    </Typography>
  );
  return (
    <DocsLayout aside={toc}>
      <DocsTitle overline={t('demoDocs.sections.gettingStarted')} title={k('title')} lead={k('lead')} />
      {heading('what')}
      <Typography sx={{ lineHeight: 1.75, mb: 2 }}>{k('what.p1')}</Typography>
      <Typography sx={{ lineHeight: 1.75, mb: 2 }}>{k('what.p2')}</Typography>

      {heading('concepts')}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {CONCEPTS.map((c) => (
          <Card key={c} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{k(`concepts.${c}.name`)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
              {k(`concepts.${c}.text`)}
            </Typography>
          </Card>
        ))}
      </Box>

      {heading('navigation')}
      <Typography sx={{ lineHeight: 1.75, mb: 2 }}>{k('navigation.intro')}</Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1.5 }, '& dd': { ml: 0, color: 'text.secondary', lineHeight: 1.6 } }}>
        {MENU.map((m) => (
          <Box key={m}>
            <dt>{k(`navigation.${m}.name`)}</dt>
            <dd>{k(`navigation.${m}.text`)}</dd>
          </Box>
        ))}
      </Box>

      {heading('firstSteps')}
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 1.5, lineHeight: 1.7 } }}>
        {STEPS.map((s) => (
          <li key={s}>
            <strong>{k(`firstSteps.${s}.name`)}.</strong> {k(`firstSteps.${s}.text`)}
          </li>
        ))}
      </Box>

      {heading('languages')}
      <Typography sx={{ lineHeight: 1.75, mb: 2 }}>{k('languages.text')}</Typography>

      {heading('next')}
      <Typography sx={{ lineHeight: 1.75, mb: 2 }}>
        {k('next.text')}{' '}
        <MuiLink component={Link} to="/docs/changelog">
          {k('next.changelog')}
        </MuiLink>
        {' · '}
        <MuiLink component={Link} to="/apps/help-center">
          {k('next.helpCenter')}
        </MuiLink>
      </Typography>
    </DocsLayout>
  );
}
