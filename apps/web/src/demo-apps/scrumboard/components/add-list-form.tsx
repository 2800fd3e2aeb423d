import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, Paper, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH } from './board-column.tsx';

export function AddListForm({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim());
    setTitle('');
    setOpen(false);
  };
  return (
    <Paper elevation={0} sx={{ width: COLUMN_WIDTH, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 3, p: 1, alignSelf: 'flex-start' }}>
      {open ? (
        <Box component="form" onSubmit={submit}>
          <TextField autoFocus fullWidth value={title} onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)} placeholder={t('demoScrumboard.board.listTitle')} slotProps={{ htmlInput: { 'aria-label': t('demoScrumboard.board.listTitle') } }} sx={{ bgcolor: 'background.paper', mb: 1 }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" size="small" disabled={!title.trim()}>
              {t('demoScrumboard.board.addList')}
            </Button>
            <IconButton size="small" onClick={() => setOpen(false)} aria-label={t('demoScrumboard.list.cancel')}>
              <Close fontSize="small" />
            </IconButton>
          </Box>
        </Box>
      ) : (
        <Button startIcon={<Add />} fullWidth onClick={() => setOpen(true)} sx={{ justifyContent: 'flex-start' }}>
          {t('demoScrumboard.board.addList')}
        </Button>
      )}
    </Paper>
  );
}
