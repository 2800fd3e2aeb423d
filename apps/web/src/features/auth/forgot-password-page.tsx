import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './components/auth-layout.tsx';
import { requestPasswordReset } from './api/account.ts';
import { fieldErrorsOf } from './components/field-errors.ts';

/** /auth/forgot-password — the reply is the same whether the address is known (no enumeration). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      setError(fieldErrorsOf(err).email ? t('auth.forgot.badEmail') : t('auth.common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.forgot.title')}
      </Typography>
      {sent ? (
        <Alert severity="success">{t('auth.forgot.sent')}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
          <Typography color="text.secondary">{t('auth.forgot.text')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('auth.forgot.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/auth/sign-in" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {t('auth.common.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}
