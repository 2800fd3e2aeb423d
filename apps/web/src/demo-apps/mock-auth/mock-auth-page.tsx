import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MOCK_CREDENTIALS } from './credentials.ts';
import type { AuthCallResult } from './api/call-auth.ts';
import { CredentialsCard } from './components/credentials-card.tsx';
import { TokenCard } from './components/token-card.tsx';
import { AccountCallsCard } from './components/account-calls-card.tsx';
import { ReplyLog } from './components/reply-log.tsx';

const tokenOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { accessToken?: unknown }).accessToken === 'string'
    ? (body as { accessToken: string }).accessToken
    : null;

/** `/example`: try the template's mock sign-in, token sign-in and unlock, and read the replies. */
export function MockAuthPage() {
  const { t } = useTranslation();
  const [results, setResults] = useState<AuthCallResult[]>([]);
  const [token, setToken] = useState('');
  const onResult = (r: AuthCallResult) => {
    setResults((list) => [r, ...list].slice(0, 20));
    const next = tokenOf(r.body);
    if (next) setToken(next);
  };
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('demoMockAuth.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 760 }}>
        {t('demoMockAuth.intro')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('demoMockAuth.hint', MOCK_CREDENTIALS)}
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <CredentialsCard onResult={onResult} />
          <TokenCard token={token} onToken={setToken} onResult={onResult} />
          <AccountCallsCard onResult={onResult} />
        </Stack>
        <ReplyLog results={results} />
      </Box>
    </Box>
  );
}
