import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { storage } from '../../lib/storage.ts';
import { sessionQuery } from '../../lib/session/session-context.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import { signUp, usePreviewInvitation } from './api/account.ts';
import { fieldErrorsOf } from './components/field-errors.ts';

/**
 * /auth/sign-up?invitation= — accepting an invitation is the only way to create an account; the
 * server signs the new user in, and the page opens the dashboard.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invitation = params.get('invitation') ?? '';
  const preview = usePreviewInvitation(invitation);
  const [form, setForm] = useState({ username: '', first_name: '', last_name: '', password1: '', password2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await signUp({ invitation, ...form });
      setDone(true);
      storage.set('accessToken', 'session');
      const session = await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (session) {
        storage.set('ssoCompany', session.me.company.uuid);
        void navigate('/dashboard/main/map', { replace: true });
      }
    } catch (err) {
      const f = fieldErrorsOf(err);
      setErrors(Object.keys(f).length ? f : { non_field_errors: t('auth.common.failed') });
    } finally {
      setBusy(false);
    }
  };

  const field = (k: keyof typeof form, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`auth.signUp.${k}`)}
      name={k}
      type={type}
      autoComplete={autoComplete}
      value={form[k]}
      onChange={set(k)}
      error={!!errors[k]}
      helperText={errors[k] ?? ' '}
      fullWidth
    />
  );

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.signUp.title')}
      </Typography>
      {!invitation || preview.isError || errors.invitation ? (
        <Alert severity="error">{t('auth.signUp.invalid')}</Alert>
      ) : preview.isPending ? (
        <CircularProgress aria-label="loading" />
      ) : done ? (
        <Alert severity="success">{t('auth.signUp.done')}</Alert>
      ) : (
        <Stack component="form" spacing={1} onSubmit={(e) => void submit(e)} noValidate>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('auth.signUp.invitedAs', { email: preview.data.email, company: preview.data.company_name })}
          </Typography>
          {errors.non_field_errors && <Alert severity="error">{errors.non_field_errors}</Alert>}
          {field('username', 'text', 'username')}
          {field('first_name', 'text', 'given-name')}
          {field('last_name', 'text', 'family-name')}
          {field('password1', 'password', 'new-password')}
          {field('password2', 'password', 'new-password')}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/auth/sign-in" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {t('auth.common.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
