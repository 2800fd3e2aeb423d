import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { endSession, SESSION_QUERY_KEY, sessionQuery, useSessionQuery } from '../../lib/session/session-context.tsx';
import { storage } from '../../lib/storage.ts';
import { AuthLayout } from './components/auth-layout.tsx';
import { signIn } from './api/sign-in.ts';

/**
 * /auth/unlock-session — the locked screen: the same user proves the password again. The old
 * session is ended first, so unlocking always issues fresh session and CSRF cookies.
 */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSessionQuery();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.isPending) return null;
  if (!session.data) return <Navigate to="/auth/sign-in" replace />;
  const { username, first_name, last_name } = session.data.me.auth_user;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await endSession();
      const reply = await signIn(username, password);
      // Two-factor users finish on the sign-in screen, which asks for the code.
      if (reply.check_qr) {
        client.setQueryData(SESSION_QUERY_KEY, null);
        void navigate('/auth/sign-in', { replace: true });
        return;
      }
      storage.set('accessToken', 'session');
      await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
      void navigate('/dashboard/main/map', { replace: true });
    } catch {
      client.setQueryData(SESSION_QUERY_KEY, null);
      setError(t('auth.signIn.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.unlock.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.unlock.text', { name: `${first_name} ${last_name}`.trim() || username })}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
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
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.unlock.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
