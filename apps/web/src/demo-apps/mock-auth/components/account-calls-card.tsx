import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import { MOCK_CREDENTIALS } from '../credentials.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import type { AuthCallResult } from '../api/call-auth.ts';

/** The three calls that always succeed; each sends a sample body like the template's forms do. */
export function AccountCallsCard({ onResult }: { onResult: (r: AuthCallResult) => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const spin = (busy: boolean, icon: ReactNode) => (busy ? <CircularProgress size={16} /> : icon);
  return (
    <Card>
      <CardHeader title={t('demoMockAuth.account.title')} subheader={t('demoMockAuth.account.text')} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={signUp.isPending}
            startIcon={spin(signUp.isPending, <PersonAddIcon />)}
            onClick={() =>
              signUp.mutate(
                {
                  name: 'Brian Hughes',
                  email: MOCK_CREDENTIALS.email,
                  password: MOCK_CREDENTIALS.password,
                  company: 'Roadlens',
                  agreements: true,
                },
                { onSuccess: onResult },
              )
            }
          >
            {t('demoMockAuth.account.signUp')}
          </Button>
          <Button
            variant="outlined"
            disabled={forgot.isPending}
            startIcon={spin(forgot.isPending, <ForwardToInboxIcon />)}
            onClick={() => forgot.mutate({ email: MOCK_CREDENTIALS.email }, { onSuccess: onResult })}
          >
            {t('demoMockAuth.account.forgot')}
          </Button>
          <Button
            variant="outlined"
            disabled={reset.isPending}
            startIcon={spin(reset.isPending, <LockResetIcon />)}
            onClick={() => reset.mutate({ password: 'a-new-password' }, { onSuccess: onResult })}
          >
            {t('demoMockAuth.account.reset')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
