import type { ReactNode } from 'react';
import { Box, Chip, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export const DOC_PAGES = [
  { section: 'gettingStarted', key: 'introduction', path: '/docs/guides/getting-started/introduction' },
  { section: 'releases', key: 'changelog', path: '/docs/changelog' },
] as const;

/** The documentation frame: a page list on wide screens, the page beside it, an optional aside. */
export function DocsLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', gap: 4, p: { xs: 2, sm: 3, md: 5 }, maxWidth: 1280, mx: 'auto', alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label={t('demoDocs.nav')}
        sx={{ width: 220, flexShrink: 0, display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}
      >
        {(['gettingStarted', 'releases'] as const).map((section) => (
          <List
            key={section}
            dense
            subheader={
              <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>{t(`demoDocs.sections.${section}`)}</ListSubheader>
            }
          >
            {DOC_PAGES.filter((p) => p.section === section).map((p) => (
              <ListItemButton key={p.key} component={Link} to={p.path} selected={pathname === p.path} sx={{ borderRadius: 2 }}>
                <ListItemText primary={t(`demoDocs.pages.${p.key}`)} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
      <Box component="article" sx={{ flex: 1, minWidth: 0, maxWidth: 760 }}>
        <Box
          component="nav"
          aria-label={t('demoDocs.navSmall')}
          sx={{ display: { xs: 'flex', md: 'none' }, gap: 1, flexWrap: 'wrap', mb: 3 }}
        >
          {DOC_PAGES.map((p) => (
            <Chip
              key={p.key}
              component={Link}
              to={p.path}
              clickable
              label={t(`demoDocs.pages.${p.key}`)}
              color={pathname === p.path ? 'primary' : 'default'}
              variant={pathname === p.path ? 'filled' : 'outlined'}
            />
          ))}
        </Box>
        {children}
      </Box>
      {aside && <Box sx={{ width: 220, flexShrink: 0, display: { xs: 'none', lg: 'block' }, position: 'sticky', top: 16 }}>{aside}</Box>}
    </Box>
  );
}

export function DocsTitle({ overline, title, lead }: { overline: string; title: string; lead: string }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {overline}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 }, fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: 18, color: 'text.secondary' }}>{lead}</Typography>
    </Box>
  );
}
