import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateJunction, useSensors } from '../api/junctions-api.ts';

interface ArmDraft {
  name: string;
  approach: number | '';
  exit: number | '';
}
const emptyArm = (): ArmDraft => ({ name: '', approach: '', exit: '' });

/** Defines a junction: a name, an optional centre, and per arm the sensors that see vehicles arrive and leave. */
export function CreateJunctionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const sensors = useSensors(true);
  const create = useCreateJunction();
  const [name, setName] = useState('');
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [arms, setArms] = useState<ArmDraft[]>([emptyArm(), emptyArm(), emptyArm()]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const err = (f: string) => errors[f]?.join(' ');
  const setArm = (i: number, patch: Partial<ArmDraft>) => setArms((a) => a.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const save = async () => {
    setErrors({});
    try {
      const body = {
        name,
        ...(lat || lng ? { lat: Number(lat), lng: Number(lng) } : {}),
        arms: arms.map((a) => ({ name: a.name, approach_device_id: Number(a.approach), exit_device_id: Number(a.exit) })),
      };
      const j = await create.mutateAsync({ body });
      onCreated(j.id);
    } catch (e) {
      setErrors(e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { detail: [t('junction.saveError')] });
    }
  };
  const sensorSelect = (i: number, role: 'approach' | 'exit') => (
    <TextField
      select
      size="small"
      sx={{ flex: 1, minWidth: 140 }}
      label={t(`junction.${role}`)}
      value={arms[i][role]}
      onChange={(e) =>
        setArm(
          i,
          role === 'approach' && arms[i].exit === ''
            ? { approach: Number(e.target.value), exit: Number(e.target.value) }
            : { [role]: Number(e.target.value) },
        )
      }
      error={!!err(`arms.${i}.${role}_device_id`)}
      helperText={err(`arms.${i}.${role}_device_id`)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `arm-${i}-${role}` } as object } }}
    >
      {(sensors.data ?? []).map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name || s.serial}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="junction-form">
      <DialogTitle>{t('junction.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {errors.detail && <Alert severity="error">{errors.detail.join(' ')}</Alert>}
          {err('arms') && <Alert severity="error">{err('arms')}</Alert>}
          <TextField
            label={t('junction.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!err('name')}
            helperText={err('name')}
            slotProps={{ htmlInput: { 'data-testid': 'junction-name' } }}
          />
          <Stack direction="row" sx={{ gap: 2 }}>
            <TextField
              size="small"
              label={t('junction.lat')}
              value={lat}
              onChange={(e) => setLat(e.target.value)}
              error={!!err('lat')}
              helperText={err('lat')}
              inputMode="decimal"
            />
            <TextField
              size="small"
              label={t('junction.lng')}
              value={lng}
              onChange={(e) => setLng(e.target.value)}
              error={!!err('lng')}
              helperText={err('lng')}
              inputMode="decimal"
            />
          </Stack>
          <Typography variant="subtitle2">{t('junction.arms')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('junction.armsHint')}
          </Typography>
          {arms.map((a, i) => (
            <Stack
              key={i}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
              data-testid="junction-arm"
            >
              <TextField
                size="small"
                sx={{ flex: 1, minWidth: 140 }}
                label={t('junction.armName')}
                value={a.name}
                onChange={(e) => setArm(i, { name: e.target.value })}
                error={!!err(`arms.${i}.name`)}
                helperText={err(`arms.${i}.name`)}
                slotProps={{ htmlInput: { 'data-testid': `arm-${i}-name` } }}
              />
              {sensorSelect(i, 'approach')}
              {sensorSelect(i, 'exit')}
              <IconButton
                aria-label={t('junction.removeArm')}
                disabled={arms.length <= 2}
                onClick={() => setArms((x) => x.filter((_, j) => j !== i))}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={arms.length >= 8}
            onClick={() => setArms((x) => [...x, emptyArm()])}
            data-testid="junction-add-arm"
          >
            {t('junction.addArm')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('junction.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={create.isPending} data-testid="junction-save">
          {t('junction.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
