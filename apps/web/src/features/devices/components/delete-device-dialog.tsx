import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@roadlens/contract/devices';
import { devices } from '@roadlens/contract/endpoints/devices';
import { call } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Asks before deleting a sensor (its data stays; it leaves lists, the map and ingest), then goes back to the list. */
export function DeleteDeviceDialog({ device, open, onClose }: { device: Device; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => call(devices.delete, { params: { id: device.id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: deviceKeys.call(devices.get, { params: { id: device.id } }) });
      void client.invalidateQueries({ queryKey: deviceKeys.all });
      enqueueSnackbar(t('sensors.edit.deleted'), { variant: 'success' });
      void navigate('/dashboard/devices', { replace: true });
    },
  });
  return (
    <Dialog open={open} onClose={onClose} data-testid="delete-device-dialog">
      <DialogTitle>{t('sensors.edit.deleteTitle', { name: device.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sensors.edit.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sensors.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('sensors.edit.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
