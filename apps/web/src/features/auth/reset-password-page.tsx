import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from './components/auth-layout.tsx';
import { confirmPasswordReset } from './api/account.ts';
import { fieldErrorsOf } from './components/field-errors.ts';

/** /auth/reset-password?uid=&token= — from the reset mail; the link works once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await confirmPasswordReset({ uid, token, new_password1: p1, new_password2: p2 });
      setDone(true);
    } catch (err) {
      const f = fieldErrorsOf(err);
      setErrors(Object.keys(f).length ? f : { non_field_errors: t('auth.common.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.reset.title')}
      </Typography>
      {done ? (
        <Alert severity="success">{t('auth.reset.done')}</Alert>
      ) : !uid || !token ? (
        <Alert severity="error">{t('auth.reset.invalidLink')}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
          {(errors.token || errors.uid) && <Alert severity="error">{t('auth.reset.invalidLink')}</Alert>}
          {errors.non_field_errors && <Alert severity="error">{errors.non_field_errors}</Alert>}
          <TextField
            label={t('auth.reset.password1')}
            name="new_password1"
            type="password"
            autoComplete="new-password"
            value={p1}
            onChange={(e) => setP1(e.target.value)}
            error={!!errors.new_password1}
            helperText={errors.new_password1 ? t('auth.common.passwordRule') : ' '}
            required
            fullWidth
          />
          <TextField
            label={t('auth.reset.password2')}
            name="new_password2"
            type="password"
            autoComplete="new-password"
            value={p2}
            onChange={(e) => setP2(e.target.value)}
            error={!!errors.new_password2}
            helperText={errors.new_password2 ? t('auth.common.mismatch') : ' '}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/auth/sign-in" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {t('auth.common.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
