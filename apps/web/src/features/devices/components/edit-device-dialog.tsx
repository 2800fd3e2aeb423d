import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract/devices';
import { devices } from '@roadlens/contract/endpoints/devices';
import { call } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';
import { DATA_SOURCE_TYPES, formOf, validate, type DeviceForm } from '../edit-device-model.ts';
import { PositionPicker } from './position-picker.tsx';

const ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];

/** Edits a sensor: name, type, time zone, mode, direction and position (typed, or a click on the map). */
export function EditDeviceDialog({ device, open, onClose }: { device: Device; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [form, setForm] = useState<DeviceForm>(() => formOf(device));
  const [touched, setTouched] = useState(false);
  const { errors, patch } = useMemo(() => validate(form, ZONES), [form]);
  const save = useMutation({
    mutationFn: () => call(devices.patch, { params: { id: device.id }, body: patch! }, { silent: true }),
    onSuccess: () => {
      // Every device query (the detail, the lists and the map) refreshes: a moved or renamed sensor shows there at once.
      void client.invalidateQueries({ queryKey: deviceKeys.all });
      enqueueSnackbar(t('sensors.edit.saved'), { variant: 'success' });
      onClose();
    },
  });
  const server = save.error instanceof ApiError ? save.error : null;
  const shown = (k: keyof typeof errors) => (touched && errors[k] ? t(`sensors.edit.errors.${errors[k]}`) : server?.fieldErrors[k]?.[0]);
  const set = <K extends keyof DeviceForm>(k: K, v: DeviceForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const submit = () => {
    setTouched(true);
    if (patch) save.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="edit-device-dialog">
      <DialogTitle>{t('sensors.edit.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="edit-device-form" sx={{ gap: 2, pt: 1 }} onSubmit={(e) => (e.preventDefault(), submit())}>
          <TextField
            label={t('sensors.name')}
            name="name"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={Boolean(shown('name'))}
            helperText={shown('name')}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label={t('sensors.edit.type')}
              name="data_source_type"
              value={form.data_source_type}
              onChange={(e) => set('data_source_type', Number(e.target.value))}
              fullWidth
            >
              {DATA_SOURCE_TYPES.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`sensors.edit.types.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('sensors.overview.mode')}
              name="mode"
              value={form.mode}
              onChange={(e) => set('mode', Number(e.target.value) === 1 ? 1 : 0)}
              fullWidth
            >
              <MenuItem value={0}>{t('sensors.overview.live')}</MenuItem>
              <MenuItem value={1}>{t('sensors.overview.experimental')}</MenuItem>
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Autocomplete
              options={ZONES}
              value={form.time_zone || null}
              onChange={(_, v) => set('time_zone', v ?? '')}
              fullWidth
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={t('sensors.overview.timeZone')}
                  name="time_zone"
                  error={Boolean(shown('time_zone'))}
                  helperText={shown('time_zone')}
                />
              )}
            />
            <TextField
              label={t('sensors.edit.direction')}
              name="direction"
              value={form.direction}
              onChange={(e) => set('direction', e.target.value)}
              fullWidth
            />
          </Stack>
          <PositionPicker
            value={{ lat: form.lat, lng: form.lng }}
            onChange={(p) => setForm((f) => ({ ...f, ...p }))}
            errors={{ lat: shown('lat'), lng: shown('lng') }}
          />
          {server && !Object.keys(server.fieldErrors).length && <Alert severity="error">{server.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sensors.cancel')}</Button>
        <Button type="submit" form="edit-device-form" variant="contained" disabled={save.isPending || (touched && !patch)}>
          {t('sensors.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
