import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateTag } from '../api/tags-api.ts';

/** Adds a known device by MAC address or tag id; the server keys the value and forgets it. */
export function AddTagDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'mac' | 'tag_id'>('mac');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateTag();
  const err = (f: string) => errors[f]?.join(' ');
  const save = async () => {
    setErrors({});
    try {
      await create.mutateAsync({ body: { name, [kind]: value } });
      onClose();
    } catch (e) {
      setErrors(e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { detail: [t('tags.saveError')] });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="tag-form">
      <DialogTitle>{t('tags.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {errors.detail && <Alert severity="error">{errors.detail.join(' ')}</Alert>}
          <TextField
            label={t('tags.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!err('name')}
            helperText={err('name')}
            slotProps={{ htmlInput: { 'data-testid': 'tag-name' } }}
          />
          <ToggleButtonGroup exclusive size="small" value={kind} onChange={(_, v: 'mac' | 'tag_id' | null) => v && setKind(v)}>
            <ToggleButton value="mac">{t('tags.kind.mac')}</ToggleButton>
            <ToggleButton value="tag_id">{t('tags.kind.tag')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={t(kind === 'mac' ? 'tags.mac' : 'tags.tagId')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!err(kind)}
            helperText={err(kind) ?? t('tags.privacy')}
            slotProps={{ htmlInput: { 'data-testid': 'tag-value', autoComplete: 'off' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tags.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={create.isPending} data-testid="tag-save">
          {t('tags.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
