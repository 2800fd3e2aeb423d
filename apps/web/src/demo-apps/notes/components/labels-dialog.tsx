import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { useNoteLabels } from '../api/get-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';

/** Add, rename and delete note labels; deleting a label takes it off every note. */
export function LabelsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useNoteLabels().data ?? [];
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const [draft, setDraft] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) create.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('demoNotes.labels.edit')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
          <TextField value={draft} onChange={(e) => setDraft(e.target.value)} label={t('demoNotes.labels.new')} fullWidth />
          <Button type="submit" variant="contained" disabled={!draft.trim()}>
            {t('demoNotes.labels.add')}
          </Button>
        </Box>
        {labels.map((label) => (
          <Box key={`${label.id}:${label.title}`} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <TextField
              defaultValue={label.title}
              fullWidth
              onBlur={(e) => e.target.value.trim() && e.target.value.trim() !== label.title && update.mutate({ id: label.id, title: e.target.value.trim() })}
              slotProps={{ htmlInput: { 'aria-label': t('demoNotes.labels.rename', { title: label.title }) } }}
            />
            <Tooltip title={t('demoNotes.labels.delete')}>
              <IconButton onClick={() => remove.mutate(label.id)} aria-label={t('demoNotes.labels.deleteNamed', { title: label.title })}>
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('demoNotes.labels.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
