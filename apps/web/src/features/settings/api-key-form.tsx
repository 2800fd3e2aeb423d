import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES, type ApiKeyScope } from '@roadlens/contract/api-keys';
import { ApiError } from '../../lib/api-client.ts';
import { useFormat } from '../../lib/format/index.ts';
import { fromZonedInput } from '../../lib/format/date.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/settings-api.ts';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

/** The last moment of a chosen day on the profile's clock, as the server's ISO instant. */
const endOfDay = (day: string, timeZone: string) => new Date(fromZonedInput(`${day}T23:59:59`, timeZone)).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * API keys for sensors and scripts: each named, with scopes (send data, read data) and an optional
 * expiry. The key is shown once after creation; the list shows when each was made and last used.
 */
export function ApiKeyForm() {
  const { t } = useTranslation();
  const { dateTime, date, timeZone } = useFormat();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['ingest']);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  const toggle = (scope: ApiKeyScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const made = await create.mutateAsync({ name, scopes, expires_at: expires ? endOfDay(expires, timeZone) : null });
      setShown({ name: made.name, token: made.token });
      setName('');
      setExpires('');
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0], v[0]]));
      setErrors(Object.keys(named).length ? named : { form: t('settings.failed') });
    }
  };
  const onRevoke = (id: number, keyName: string) => {
    if (window.confirm(t('settings.security.keys.revokeConfirm', { name: keyName }))) revoke.mutate(id);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }} data-testid="api-keys">
      <Typography variant="h6">{t('settings.security.keys.title')}</Typography>
      <Typography color="text.secondary">{t('settings.security.keys.text')}</Typography>

      {shown && (
        <Alert severity="warning" onClose={() => setShown(null)} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
          <Stack spacing={1}>
            <span>{t('settings.security.keys.shownOnce', { name: shown.name })}</span>
            <TextField
              size="small"
              label={t('settings.security.keys.key')}
              value={shown.token}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
              fullWidth
            />
          </Stack>
        </Alert>
      )}

      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('settings.security.keys.name')}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? t('settings.security.keys.nameHelp')}
            sx={{ flex: 1, minWidth: 220 }}
          />
          <TextField
            label={t('settings.security.keys.expires')}
            name="expires_at"
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={Boolean(errors.expires_at)}
            helperText={errors.expires_at ?? t('settings.security.keys.expiresHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
          />
        </Stack>
        <div>
          <FormLabel component="legend">{t('settings.security.keys.scopes')}</FormLabel>
          <FormGroup row>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} name={`scope-${scope}`} />}
                label={t(`settings.security.keys.scope.${scope}`)}
              />
            ))}
          </FormGroup>
          <FormHelperText error={Boolean(errors.scopes)}>{errors.scopes ?? t('settings.security.keys.scopesHelp')}</FormHelperText>
        </div>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('settings.security.keys.create')}
          </Button>
        </div>
      </Stack>

      {keys.data?.length === 0 && <Alert severity="info">{t('settings.security.keys.none')}</Alert>}
      {Boolean(keys.data?.length) && (
        <TableContainer>
          <Table size="small" aria-label={t('settings.security.keys.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.security.keys.name')}</TableCell>
                <TableCell>{t('settings.security.keys.scopes')}</TableCell>
                <TableCell>{t('settings.security.keys.created')}</TableCell>
                <TableCell>{t('settings.security.keys.lastUsed')}</TableCell>
                <TableCell>{t('settings.security.keys.expires')}</TableCell>
                <TableCell>{t('settings.security.keys.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data?.map((k) => (
                <TableRow key={k.id} data-testid={`api-key-${k.id}`}>
                  <TableCell>
                    {k.name}
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>
                      {k.prefix}…
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      {k.scopes.map((s) => (
                        <Chip key={s} size="small" label={t(`settings.security.keys.scope.${s}`)} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{dateTime(k.created_at)}</TableCell>
                  <TableCell>{k.last_used_at ? dateTime(k.last_used_at) : t('settings.security.keys.never')}</TableCell>
                  <TableCell>{k.expires_at ? date(k.expires_at) : t('settings.security.keys.noExpiry')}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[k.status]}
                      label={t(`settings.security.keys.state.${k.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {k.status === 'active' && (
                      <Button size="small" color="error" onClick={() => onRevoke(k.id, k.name)} disabled={revoke.isPending}>
                        {t('settings.security.keys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
