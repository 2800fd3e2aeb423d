import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ApiError } from '../../lib/api-client.ts';
import { changePassword } from './api/settings-api.ts';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

/** Password change: other sessions of the user end on the server. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await changePassword(form);
      setForm(EMPTY);
      enqueueSnackbar(t('settings.security.passwordChanged'), { variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof typeof form, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={k}
      type="password"
      autoComplete={autoComplete}
      value={form[k]}
      onChange={set(k)}
      error={!!errors[k]}
      helperText={errors[k]?.[0]}
    />
  );
  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 420 }} onSubmit={(e) => void submit(e)} noValidate>
      <Typography variant="h6">{t('settings.security.password')}</Typography>
      {field('old_password', t('settings.security.oldPassword'), 'current-password')}
      {field('new_password1', t('settings.security.newPassword'), 'new-password')}
      {field('new_password2', t('settings.security.newPassword2'), 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.security.changePassword')}
      </Button>
    </Stack>
  );
}
