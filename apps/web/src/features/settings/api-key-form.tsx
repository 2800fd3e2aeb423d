import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { generateToken, regenerateToken } from './api/settings-api.ts';

/** API key: shown once after creation; only its hash is kept on the server. */
export function ApiKeyForm() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setToken((await generateToken()).token);
    } catch (err) {
      // 400 = a key exists already; offer to replace it.
      if (err instanceof ApiError && err.status === 400) setExists(true);
    } finally {
      setBusy(false);
    }
  };
  const replace = async () => {
    if (!window.confirm(t('settings.security.replaceConfirm'))) return;
    setBusy(true);
    try {
      setToken((await regenerateToken()).token);
      setExists(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography variant="h6">{t('settings.security.apiKey')}</Typography>
      <Typography color="text.secondary">{t('settings.security.apiKeyText')}</Typography>
      {token && (
        <>
          <Alert severity="warning">{t('settings.security.shownOnce')}</Alert>
          <TextField label={t('settings.security.apiKey')} value={token} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
        </>
      )}
      {exists && <Alert severity="info">{t('settings.security.keyExists')}</Alert>}
      <Stack direction="row" spacing={1}>
        {!exists && !token && (
          <Button variant="contained" disabled={busy} onClick={() => void create()}>
            {t('settings.security.createKey')}
          </Button>
        )}
        {(exists || token) && (
          <Button variant="outlined" disabled={busy} onClick={() => void replace()}>
            {t('settings.security.replaceKey')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
