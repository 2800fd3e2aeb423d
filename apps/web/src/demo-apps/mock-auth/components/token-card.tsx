import { Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useTranslation } from 'react-i18next';
import { decodeClaims } from '../mock/jwt.ts';
import { useSignInWithToken } from '../api/sign-in-with-token.ts';
import type { AuthCallResult } from '../api/call-auth.ts';

/** Flips one character of the signature, so the mock's check has something to catch. */
const tamper = (token: string) => {
  const last = token.at(-2) ?? '';
  return `${token.slice(0, -2)}${last === 'A' ? 'B' : 'A'}${token.at(-1) ?? ''}`;
};

/** The access token from the last successful reply, which the user may edit and send back. */
export function TokenCard({
  token,
  onToken,
  onResult,
}: {
  token: string;
  onToken: (t: string) => void;
  onResult: (r: AuthCallResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const signIn = useSignInWithToken();
  const claims = token ? decodeClaims(token) : null;
  const when = (s: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(s * 1000));
  return (
    <Card>
      <CardHeader title={t('demoMockAuth.token.title')} subheader={t('demoMockAuth.token.text')} />
      <CardContent>
        <TextField
          label={t('demoMockAuth.token.label')}
          value={token}
          onChange={(e) => onToken(e.target.value.trim())}
          multiline
          minRows={3}
          fullWidth
          placeholder={t('demoMockAuth.token.placeholder')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } } }}
        />
        {claims && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              my: 2,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" variant="body2">
              {t('demoMockAuth.token.issuer')}
            </Typography>
            <Typography component="dd" variant="body2">
              {claims.iss}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('demoMockAuth.token.issued')}
            </Typography>
            <Typography component="dd" variant="body2">
              {when(claims.iat)}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('demoMockAuth.token.expires')}
            </Typography>
            <Typography component="dd" variant="body2">
              {when(claims.exp)}
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="contained"
            disabled={!token || signIn.isPending}
            onClick={() => signIn.mutate({ accessToken: token }, { onSuccess: onResult })}
            startIcon={signIn.isPending ? <CircularProgress size={16} color="inherit" /> : <VpnKeyIcon />}
          >
            {t('demoMockAuth.token.send')}
          </Button>
          <Button color="inherit" disabled={token.length < 3} onClick={() => onToken(tamper(token))}>
            {t('demoMockAuth.token.tamper')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
