import { useState } from 'react';
import { Box, IconButton, Menu, MenuItem, TextField, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { MailLabel } from '../model.ts';
import { LABEL_COLORS } from './label-colors.ts';

/** One editable label: its colour, its title (saved when the field is left) and a delete button. */
export function LabelRow({
  label,
  onSave,
  onDelete,
}: {
  label: MailLabel;
  onSave: (patch: Partial<MailLabel>) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(label.title);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const commit = () => {
    const next = title.trim();
    if (next && next !== label.title) onSave({ title: next });
    else setTitle(label.title);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Tooltip title={t('demoMailbox.settings.color')}>
        <IconButton
          size="small"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('demoMailbox.settings.colorOf', { title: label.title })}
        >
          <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: label.color }} />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 32px)', gap: 0.5, px: 1 }}>
          {LABEL_COLORS.map((c) => (
            <MenuItem
              key={c}
              onClick={() => {
                setAnchor(null);
                onSave({ color: c });
              }}
              sx={{ p: 0.5, minHeight: 0, justifyContent: 'center' }}
              aria-label={c}
            >
              <Box
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: c,
                  outline: c === label.color ? '2px solid' : 'none',
                  outlineOffset: 2,
                }}
              />
            </MenuItem>
          ))}
        </Box>
      </Menu>
      <TextField
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': t('demoMailbox.settings.labelTitle') } }}
        helperText={`/${label.slug}`}
      />
      <Tooltip title={t('demoMailbox.settings.deleteLabel')}>
        <IconButton onClick={onDelete} aria-label={t('demoMailbox.settings.deleteLabelNamed', { title: label.title })}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
