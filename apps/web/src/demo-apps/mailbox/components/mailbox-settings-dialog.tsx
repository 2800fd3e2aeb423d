import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { useMailboxSettings } from '../api/get-settings.ts';
import { useLabels } from '../api/get-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import type { MailLabel, MessageLayout } from '../model.ts';
import { LABEL_COLORS } from './label-colors.ts';
import { LabelRow } from './label-row.tsx';

/** Reading layout and the label list: create, rename, recolour and delete. */
export function MailboxSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const settings = useMailboxSettings();
  const labels = useLabels().data ?? [];
  const updateSettings = useUpdateSettings();
  const createLabel = useCreateLabel();
  const updateLabel = useUpdateLabel();
  const deleteLabel = useDeleteLabel();
  const [newTitle, setNewTitle] = useState('');
  const [toDelete, setToDelete] = useState<MailLabel | null>(null);

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!newTitle.trim()) return;
    createLabel.mutate(
      { title: newTitle.trim(), color: LABEL_COLORS[labels.length % LABEL_COLORS.length] },
      { onSuccess: () => setNewTitle('') },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('demoMailbox.settings.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('demoMailbox.settings.layout')}
        </Typography>
        <RadioGroup
          value={settings.data?.messageLayout ?? 'right'}
          onChange={(e) => updateSettings.mutate({ messageLayout: e.target.value as MessageLayout })}
          aria-label={t('demoMailbox.settings.layout')}
        >
          <FormControlLabel value="right" control={<Radio />} label={t('demoMailbox.settings.layoutRight')} />
          <FormControlLabel value="full" control={<Radio />} label={t('demoMailbox.settings.layoutFull')} />
        </RadioGroup>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('demoMailbox.labels.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {labels.map((l) => (
            <LabelRow
              key={`${l.id}:${l.title}`}
              label={l}
              onSave={(label) => updateLabel.mutate({ id: l.id, label })}
              onDelete={() => setToDelete(l)}
            />
          ))}
        </Box>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <TextField
            value={newTitle}
            onChange={(e) => setNewTitle(e.target.value)}
            placeholder={t('demoMailbox.settings.newLabel')}
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': t('demoMailbox.settings.newLabel') } }}
          />
          <Button type="submit" variant="contained" startIcon={<Add />} disabled={!newTitle.trim() || createLabel.isPending}>
            {t('demoMailbox.settings.add')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('demoMailbox.settings.done')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('demoMailbox.settings.deleteTitle')}
        text={t('demoMailbox.settings.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('demoMailbox.settings.deleteLabel')}
        cancelLabel={t('demoMailbox.settings.cancel')}
        busy={deleteLabel.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && deleteLabel.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </Dialog>
  );
}
