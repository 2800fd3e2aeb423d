import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useCreateTag } from '../api/create-tag.ts';
import { useDeleteTag } from '../api/delete-tag.ts';
import { useTags } from '../api/get-tags.ts';
import { useUpdateTag } from '../api/update-tag.ts';

/** Rename, delete (which untags every task) and add tags. */
export function TagsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tags = useTags().data ?? [];
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const [draft, setDraft] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) create.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t('demoTasks.tags.title')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mb: 2, mt: 1 }}>
          <TextField value={draft} onChange={(e) => setDraft(e.target.value)} label={t('demoTasks.tags.new')} fullWidth />
          <Button type="submit" variant="contained" disabled={!draft.trim()}>
            {t('demoTasks.tags.add')}
          </Button>
        </Box>
        {tags.map((tag) => (
          <Box key={`${tag.id}:${tag.title}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <TextField
              defaultValue={tag.title}
              fullWidth
              onBlur={(e) => e.target.value.trim() && e.target.value.trim() !== tag.title && update.mutate({ id: tag.id, title: e.target.value.trim() })}
              slotProps={{ htmlInput: { 'aria-label': t('demoTasks.tags.rename', { title: tag.title }) } }}
            />
            <Tooltip title={t('demoTasks.tags.delete')}>
              <IconButton onClick={() => remove.mutate(tag.id)} aria-label={t('demoTasks.tags.deleteNamed', { title: tag.title })}>
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('demoTasks.tags.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
