import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { MePatch } from '@roadlens/contract';
import { ApiError } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { patchMe } from './api/settings-api.ts';

const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** Profile: name, image, units, time zone, language (PATCH users/me). */
export function ProfileTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me, refresh } = useSession();
  const [form, setForm] = useState({
    first_name: me.auth_user.first_name,
    last_name: me.auth_user.last_name,
    image: me.image ?? '',
    distance: me.measures.distance,
    time_zone: me.time_zone,
    language: me.language,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const body: MePatch = {
      first_name: form.first_name,
      last_name: form.last_name,
      image: form.image.trim() || null,
      measures: form.distance === 'mi' ? { distance: 'mi', speed: 'mi__hr' } : { distance: 'km', speed: 'km__hr' },
      time_zone: form.time_zone,
      language: form.language,
    };
    try {
      await patchMe(body);
      if (form.language !== me.language) await changeLanguage(form.language);
      await refresh();
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const err = (k: string) => (errors[k] ? { error: true, helperText: errors[k][0] } : {});
  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 520 }} onSubmit={(e) => void submit(e)} noValidate>
      {Object.keys(errors).length > 0 && <Alert severity="error">{t('settings.fixErrors')}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={form.image || undefined} alt={me.auth_user.username} sx={{ width: 56, height: 56 }} />
        <TextField
          label={t('settings.profile.image')}
          name="image"
          value={form.image}
          onChange={set('image')}
          fullWidth
          {...err('image')}
        />
      </Stack>
      <TextField
        label={t('settings.profile.firstName')}
        name="first_name"
        value={form.first_name}
        onChange={set('first_name')}
        {...err('first_name')}
      />
      <TextField
        label={t('settings.profile.lastName')}
        name="last_name"
        value={form.last_name}
        onChange={set('last_name')}
        {...err('last_name')}
      />
      <TextField select label={t('settings.profile.units')} name="units" value={form.distance} onChange={set('distance')}>
        <MenuItem value="km">{t('settings.profile.metric')}</MenuItem>
        <MenuItem value="mi">{t('settings.profile.imperial')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('settings.profile.timeZone')}
        name="time_zone"
        value={form.time_zone}
        onChange={set('time_zone')}
        {...err('time_zone')}
      >
        {(TIME_ZONES.includes(form.time_zone) ? TIME_ZONES : [form.time_zone, ...TIME_ZONES]).map((tz) => (
          <MenuItem key={tz} value={tz}>
            {tz}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('settings.profile.language')} name="language" value={form.language} onChange={set('language')}>
        <MenuItem value="en">English</MenuItem>
        <MenuItem value="tr">Türkçe</MenuItem>
      </TextField>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.save')}
      </Button>
    </Stack>
  );
}
