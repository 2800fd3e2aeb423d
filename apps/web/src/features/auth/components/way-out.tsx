import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionQuery } from '../../../lib/session/session-context.tsx';
import { canOpenMain, hasNoRole, HOME, JOURNEY_APPLICATION } from '../../../lib/session/redirect-rules.ts';

/**
 * The ways on from a page the user cannot use (Forbidden, an old-UI page this installation does
 * not have): the No Role warning when that is the reason, a link to a page that will open for
 * them (never one that leads straight back here), and sign-out — or sign-in for a visitor.
 */
export function WayOut() {
  const { t } = useTranslation();
  const session = useSessionQuery().data;
  if (!session) {
    return (
      <Button component={RouterLink} to="/auth/sign-in" variant="contained">
        {t('auth.wayOut.signIn')}
      </Button>
    );
  }
  // A journey company is sent to the old UI from every dashboard page, so its way back is home.
  const dashboard = canOpenMain(session) && session.me.company.application_type !== JOURNEY_APPLICATION;
  return (
    <Stack spacing={2}>
      {hasNoRole(session) && (
        <Alert severity="warning" data-testid="no-role">
          <AlertTitle>{t('auth.noRole.title')}</AlertTitle>
          {t('auth.noRole.message')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={dashboard ? '/dashboard' : HOME} variant="contained">
          {dashboard ? t('auth.forbidden.back') : t('auth.wayOut.home')}
        </Button>
        <Button component={RouterLink} to="/auth/sign-out" variant="outlined">
          {t('auth.wayOut.signOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
