import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** "Add a card" at the foot of a list; opens a title field and stays open for the next one. */
export function AddCardForm({ listTitle, onAdd }: { listTitle: string; onAdd: (title: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim());
    setTitle('');
  };
  if (!open) {
    return (
      <Button startIcon={<Add />} fullWidth onClick={() => setOpen(true)} sx={{ justifyContent: 'flex-start', color: 'text.secondary' }} aria-label={t('demoScrumboard.list.addCardTo', { title: listTitle })}>
        {t('demoScrumboard.list.addCard')}
      </Button>
    );
  }
  return (
    <Box component="form" onSubmit={submit}>
      <TextField
        autoFocus
        fullWidth
        multiline
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
          if (e.key === 'Escape') setOpen(false);
        }}
        placeholder={t('demoScrumboard.list.cardTitle')}
        slotProps={{ htmlInput: { 'aria-label': t('demoScrumboard.list.cardTitle') } }}
        sx={{ bgcolor: 'background.paper', mb: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!title.trim()}>
          {t('demoScrumboard.list.add')}
        </Button>
        <IconButton size="small" onClick={() => setOpen(false)} aria-label={t('demoScrumboard.list.cancel')}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
