import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './components/auth-layout.tsx';
import { signIn } from './api/sign-in.ts';
import { safeRedirect } from './safe-redirect.ts';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username, password);
      void navigate(safeRedirect(params.get('redirectURL') ?? params.get('returnUrl')), { replace: true });
    } catch {
      setError(t('auth.signIn.failed'));
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
        {t('auth.signIn.subtitle')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={t('auth.signIn.username')} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required fullWidth />
        <TextField label={t('auth.signIn.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
