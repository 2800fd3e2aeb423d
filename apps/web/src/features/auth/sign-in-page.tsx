import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { storage } from '../../lib/storage.ts';
import { sessionQuery, useSessionQuery } from '../../lib/session/session-context.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import { signIn } from './api/sign-in.ts';
import { safeRedirect } from './safe-redirect.ts';
import { SsoButtons } from './components/sso-buttons.tsx';
import { isCompanyUuid } from '../../lib/session/sso.ts';
import { SsoErrorAlert } from '../../lib/session/sso-error-alert.tsx';

function errorText(e: unknown, t: (k: string) => string): string {
  if (e instanceof ApiError) {
    if (e.status === 429) return t('auth.signIn.tooMany');
    const tfa = e.fieldErrors.check_tfa?.[0];
    if (tfa) return /expired|Too many/.test(tfa) ? t('auth.signIn.codeExpired') : t('auth.signIn.codeInvalid');
  }
  return t('auth.signIn.failed');
}

/** /auth/sign-in (`redirectURL`) and its alias /auth/login (`returnUrl`), with the two-factor step. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSessionQuery();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(params.get('redirectURL') ?? params.get('returnUrl'));
  // SSO buttons: the company named in the link (`?company=<uuid>`), else the last one signed in here.
  const linkCompany = params.get('company');
  const companyUuid = isCompanyUuid(linkCompany) ? linkCompany : storage.get('ssoCompany');

  // Already signed in (or just signed in): only same-origin targets are followed.
  useEffect(() => {
    if (session.data) void navigate(target, { replace: true });
  }, [session.data, navigate, target]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const reply = await signIn(username, password, needsCode ? code : undefined);
      if (reply.check_qr) {
        setNeedsCode(true);
        return;
      }
      storage.set('accessToken', 'session');
      // Prime the session so the dashboard guard sees the new sign-in at once.
      const signedIn = await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (signedIn) storage.set('ssoCompany', signedIn.me.company.uuid);
    } catch (err) {
      setError(errorText(err, t));
      if (err instanceof ApiError && err.fieldErrors.check_tfa && /expired|Too many/.test(err.fieldErrors.check_tfa[0] ?? '')) {
        setNeedsCode(false);
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.signIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {needsCode ? t('auth.signIn.codeHelp') : t('auth.signIn.subtitle')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {!error && <SsoErrorAlert code={params.get('sso_error')} />}
        {!needsCode && (
          <>
            <TextField
              label={t('auth.signIn.username')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
              fullWidth
            />
            <TextField
              label={t('auth.signIn.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
            />
          </>
        )}
        {needsCode && (
          <TextField
            label={t('auth.signIn.code')}
            name="check_tfa"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            autoFocus
            required
            fullWidth
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {needsCode ? t('auth.signIn.verify') : t('auth.signIn.submit')}
        </Button>
        {!needsCode && (
          <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
            {t('auth.signIn.forgot')}
          </Link>
        )}
        {!needsCode && <SsoButtons companyUuid={companyUuid} redirectURL={target} />}
      </Stack>
    </AuthLayout>
  );
}
