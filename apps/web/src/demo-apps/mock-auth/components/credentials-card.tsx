import { Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MOCK_CREDENTIALS } from '../credentials.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useUnlockSession } from '../api/unlock-session.ts';
import type { AuthCallResult } from '../api/call-auth.ts';

const Credentials = z.object({ email: z.string().trim().pipe(z.email('email')), password: z.string().min(1, 'required') });
type Credentials = z.infer<typeof Credentials>;

/** E-mail and password sent to sign-in or unlock-session. */
export function CredentialsCard({ onResult }: { onResult: (r: AuthCallResult) => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const unlock = useUnlockSession();
  const { control, handleSubmit, reset, formState } = useForm<Credentials>({
    resolver: zodResolver(Credentials),
    defaultValues: { email: '', password: '' },
  });
  const busy = signIn.isPending || unlock.isPending;
  const err = (m?: string) => (m ? t(`demoMockAuth.errors.${m}`) : undefined);
  const send = (which: 'signIn' | 'unlock') =>
    handleSubmit((v) => (which === 'signIn' ? signIn : unlock).mutate(v, { onSuccess: onResult }));

  return (
    <Card>
      <CardHeader title={t('demoMockAuth.credentials.title')} subheader={t('demoMockAuth.credentials.text')} />
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label={t('demoMockAuth.credentials.title')}
          onSubmit={(e) => void send('signIn')(e)}
        >
          {/* Controlled, so "fill in" moves the labels out of the way like typing does. */}
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <TextField
                label={t('demoMockAuth.fields.email')}
                type="email"
                autoComplete="off"
                {...field}
                error={!!formState.errors.email}
                helperText={err(formState.errors.email?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <TextField
                label={t('demoMockAuth.fields.password')}
                type="password"
                autoComplete="off"
                {...field}
                error={!!formState.errors.password}
                helperText={err(formState.errors.password?.message)}
              />
            )}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={signIn.isPending ? <CircularProgress size={16} color="inherit" /> : <LoginIcon />}
            >
              {t('demoMockAuth.credentials.signIn')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={(e) => void send('unlock')(e)}
              startIcon={unlock.isPending ? <CircularProgress size={16} /> : <LockOpenIcon />}
            >
              {t('demoMockAuth.credentials.unlock')}
            </Button>
            <Button color="inherit" onClick={() => reset({ ...MOCK_CREDENTIALS })}>
              {t('demoMockAuth.credentials.fill')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
