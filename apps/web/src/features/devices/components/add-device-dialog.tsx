import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddDevice } from '../api/add-device.ts';

/** Adds a sensor by serial; field errors from the server are shown on the field. */
export function AddDeviceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddDevice();
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const err = add.error instanceof ApiError ? add.error : null;
  const submit = () =>
    add.mutate(
      { serial: serial.trim(), name: name.trim() || undefined },
      {
        onSuccess: () => {
          enqueueSnackbar(t('sensors.added'), { variant: 'success' });
          setSerial('');
          setName('');
          onClose();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('sensors.add')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('sensors.serial')}
            value={serial}
            onChange={(e) => setSerial(e.target.value)}
            required
            autoFocus
            error={Boolean(err)}
            helperText={err ? (err.fieldErrors.s?.[0] ?? err.fieldErrors.serial?.[0] ?? err.message) : undefined}
          />
          <TextField label={t('sensors.name')} value={name} onChange={(e) => setName(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sensors.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!serial.trim() || add.isPending}>
          {t('sensors.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
