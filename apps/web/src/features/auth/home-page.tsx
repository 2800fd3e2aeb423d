import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOptionalSession } from '../../lib/session/session-context.tsx';
import { canOpenMain, JOURNEY_APPLICATION } from '../../lib/session/redirect-rules.ts';

/** /home — the public landing page under the main layout; no sign-in needed. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useOptionalSession();
  // Offered only where it opens: a user without a role (or a journey company) would be sent straight back.
  const dashboard = session && canOpenMain(session) && session.me.company.application_type !== JOURNEY_APPLICATION;
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 8 }} data-testid="home">
      <Container maxWidth="md">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {t('auth.home.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 18, mb: 4, maxWidth: 640 }}>
          {t('auth.signIn.taglineText')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {dashboard ? (
            <Button component={RouterLink} to="/dashboard/main/map" variant="contained" size="large">
              {t('auth.home.open')}
            </Button>
          ) : session ? null : (
            <Typography color="text.secondary">{t('auth.home.signedOutHint')}</Typography>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
