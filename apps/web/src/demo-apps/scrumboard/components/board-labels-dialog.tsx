import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { useBoardLabels } from '../api/get-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';
import { labelColor } from './label-color.ts';

/** The board's labels: add, rename, delete (which takes the label off every card). */
export function BoardLabelsDialog({ boardId, open, onClose }: { boardId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useBoardLabels(boardId).data ?? [];
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const [draft, setDraft] = useState('');
  const ids = labels.map((l) => l.id);
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) create.mutate({ boardId, title: draft.trim() }, { onSuccess: () => setDraft('') });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('demoScrumboard.labels.title')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
          <TextField value={draft} onChange={(e) => setDraft(e.target.value)} label={t('demoScrumboard.labels.new')} fullWidth />
          <Button type="submit" variant="contained" disabled={!draft.trim()}>
            {t('demoScrumboard.labels.add')}
          </Button>
        </Box>
        {labels.map((l) => (
          <Box key={`${l.id}:${l.title}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: labelColor(ids, l.id), flexShrink: 0 }} />
            <TextField
              defaultValue={l.title}
              fullWidth
              onBlur={(e) => e.target.value.trim() && e.target.value.trim() !== l.title && update.mutate({ id: l.id, title: e.target.value.trim() })}
              slotProps={{ htmlInput: { 'aria-label': t('demoScrumboard.labels.rename', { title: l.title }) } }}
            />
            <Tooltip title={t('demoScrumboard.labels.delete')}>
              <IconButton onClick={() => remove.mutate(l.id)} aria-label={t('demoScrumboard.labels.deleteNamed', { title: l.title })}>
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('demoScrumboard.labels.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
