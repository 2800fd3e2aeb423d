import { useState } from 'react';
import { Box, Card, CardActionArea, CardContent, InputAdornment, Skeleton, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import LiveHelpOutlinedIcon from '@mui/icons-material/LiveHelpOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFaqs } from './api/get-faqs.ts';
import { HelpHeader, HELP_ROOT } from './components/help-header.tsx';
import { FaqList } from './components/faq-list.tsx';
import { HelpSearchResults } from './components/help-search-results.tsx';

/** The help center's start: a search over questions and guides, the two sections, and the most asked questions. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const mostAsked = useFaqs('most-asked');
  const sections = [
    {
      to: `${HELP_ROOT}/faqs`,
      icon: <LiveHelpOutlinedIcon fontSize="large" />,
      title: t('demoHelpCenter.faqs.title'),
      text: t('demoHelpCenter.faqs.card'),
    },
    {
      to: `${HELP_ROOT}/guides`,
      icon: <MenuBookOutlinedIcon fontSize="large" />,
      title: t('demoHelpCenter.guides.title'),
      text: t('demoHelpCenter.guides.card'),
    },
  ];
  return (
    <Box>
      <HelpHeader title={t('demoHelpCenter.hero.title')} subtitle={t('demoHelpCenter.hero.subtitle')}>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('demoHelpCenter.hero.search')}
          fullWidth
          size="medium"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('demoHelpCenter.hero.search') },
          }}
          sx={{ mt: 3, maxWidth: 560, bgcolor: 'background.paper', borderRadius: 1 }}
        />
      </HelpHeader>
      <Box sx={{ px: { xs: 2, sm: 0 }, py: 4, maxWidth: 1040, mx: 'auto' }}>
        {search.trim() ? (
          <HelpSearchResults query={search.trim()} />
        ) : (
          <>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {sections.map((s) => (
                <Card key={s.to}>
                  <CardActionArea component={RouterLink} to={s.to} sx={{ height: 1 }}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
                      <Box sx={{ color: 'primary.main', display: 'flex' }}>{s.icon}</Box>
                      <Box>
                        <Typography variant="h6" component="h2">
                          {s.title}
                        </Typography>
                        <Typography color="text.secondary">{s.text}</Typography>
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
            <Typography variant="h5" component="h2" sx={{ mt: 6, mb: 1, textAlign: 'center' }}>
              {t('demoHelpCenter.mostAsked')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
              {t('demoHelpCenter.mostAskedText')}
            </Typography>
            {mostAsked.isPending ? <Skeleton variant="rounded" height={240} /> : <FaqList faqs={mostAsked.data?.[0]?.faqs ?? []} />}
          </>
        )}
      </Box>
    </Box>
  );
}
