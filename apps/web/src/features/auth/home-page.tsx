import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionQuery } from '../../lib/session/session-context.tsx';

/** /home — the public landing page (core §2); no sign-in needed. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSessionQuery();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}>
      <Container maxWidth="md">
        <Box component="img" src="/favicon.svg" alt="Roadlens" sx={{ width: 64, height: 64, mb: 3 }} />
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {t('auth.home.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 18, mb: 4, maxWidth: 640 }}>
          {t('auth.signIn.taglineText')}
        </Typography>
        <Stack direction="row" spacing={2}>
          {session.data ? (
            <Button component={RouterLink} to="/dashboard/main/map" variant="contained" size="large">
              {t('auth.home.open')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/auth/sign-in" variant="contained" size="large">
              {t('auth.signIn.submit')}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
