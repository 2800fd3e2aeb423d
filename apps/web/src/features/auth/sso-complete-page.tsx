import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { storage } from '../../lib/storage.ts';
import { sessionQuery } from '../../lib/session/session-context.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import { safeRedirect } from './safe-redirect.ts';

/**
 * /auth/sso — where the server's single sign-on callback lands after opening the session. It
 * stores the sign-in marker the server reports (`sso:<provider>`), primes the session
 * and follows the return path (same-origin only, checked here again).
 */
export function SsoCompletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const target = safeRedirect(params.get('redirectURL'));

  useEffect(() => {
    let live = true;
    void client
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((session) => {
        if (!live) return;
        if (!session) return setFailed(true);
        storage.set('accessToken', session.me.sign_in_method);
        storage.set('ssoCompany', session.me.company.uuid);
        void navigate(target, { replace: true });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, navigate, target]);

  if (!failed) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('auth.sso.completing')} />
      </Box>
    );
  }
  return (
    <AuthLayout>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('auth.sso.errors.failed')}
      </Alert>
      <Link component={RouterLink} to="/auth/sign-in">
        {t('auth.common.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
