import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { generateTwoFaQr, updateTwoFa } from './api/settings-api.ts';

/** Two-factor enrolment: QR code → code from the app → on. Turning it off needs a current code. */
export function TwoFaForm() {
  const { t } = useTranslation();
  const { me, refresh } = useSession();
  const [qr, setQr] = useState<{ otpauth_url: string; qr_code: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof ApiError && err.fieldErrors.code ? t('settings.security.badCode') : t('settings.failed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (enabled: boolean) =>
    run(async () => {
      await updateTwoFa(enabled, code);
      setQr(null);
      setCode('');
      await refresh();
    });

  const codeField = (
    <TextField
      label={t('settings.security.code')}
      name="code"
      value={code}
      onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 200 }}
    />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography variant="h6">{t('settings.security.twoFa')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {me.two_fa_enabled ? (
        <>
          <Alert severity="success">{t('settings.security.twoFaOn')}</Alert>
          {codeField}
          <Button
            variant="outlined"
            color="error"
            disabled={busy || code.length !== 6}
            onClick={() => void submit(false)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('settings.security.turnOff')}
          </Button>
        </>
      ) : qr ? (
        <>
          <Typography color="text.secondary">{t('settings.security.scan')}</Typography>
          <Box component="img" src={qr.qr_code} alt={t('settings.security.qrAlt')} sx={{ width: 200, height: 200 }} />
          {codeField}
          <Button
            variant="contained"
            disabled={busy || code.length !== 6}
            onClick={() => void submit(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('settings.security.turnOn')}
          </Button>
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('settings.security.twoFaOff')}</Typography>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(async () => setQr(await generateTwoFaQr()))}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('settings.security.setUp')}
          </Button>
        </>
      )}
    </Stack>
  );
}
