import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, TextField } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/**
 * The title field of "Add a list" and "Add a card": Enter (without Shift) or the button adds a
 * trimmed title and clears the field; Escape or the cross closes it.
 */
export function TitleForm({
  label,
  submitLabel,
  multiline = false,
  onAdd,
  onClose,
}: {
  label: string;
  submitLabel: string;
  multiline?: boolean;
  onAdd: (title: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim());
    setTitle('');
  };
  return (
    <Box component="form" onSubmit={submit}>
      <TextField
        autoFocus
        fullWidth
        multiline={multiline}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (multiline && e.key === 'Enter' && !e.shiftKey) submit(e);
          if (e.key === 'Escape') onClose();
        }}
        placeholder={label}
        slotProps={{ htmlInput: { 'aria-label': label } }}
        sx={{ bgcolor: 'background.paper', mb: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!title.trim()}>
          {submitLabel}
        </Button>
        <IconButton size="small" onClick={onClose} aria-label={t('demoScrumboard.list.cancel')}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
