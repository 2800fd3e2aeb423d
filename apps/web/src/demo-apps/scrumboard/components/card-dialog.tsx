import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import type { CardPatch } from '../api/update-card.ts';
import type { BoardLabel, Card } from '../model.ts';
import { labelColor } from './label-color.ts';

interface Props {
  card: Card;
  listTitle: string;
  labels: BoardLabel[];
  onSave: (patch: CardPatch) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** A card's details: title, description, due date and labels; saved with "Save". */
export function CardDialog({ card, listTitle, labels, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [dueDate, setDueDate] = useState(card.dueDate ? card.dueDate.slice(0, 10) : '');
  const [chosen, setChosen] = useState(card.labels);
  const [confirm, setConfirm] = useState(false);
  const ids = labels.map((l) => l.id);

  const save = () => {
    onSave({ title: title.trim() || card.title, description, dueDate: dueDate ? `${dueDate}T12:00:00.000Z` : null, labels: chosen });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle sx={{ pb: 0 }}>{t('demoScrumboard.card.edit')}</DialogTitle>
      <Typography variant="caption" sx={{ color: 'text.secondary', px: 3 }}>
        {t('demoScrumboard.card.inList', { title: listTitle })}
      </Typography>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '12px !important' }}>
        <TextField
          label={t('demoScrumboard.card.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          fullWidth
          required
          error={!title.trim()}
        />
        <TextField
          label={t('demoScrumboard.card.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          fullWidth
          multiline
          minRows={4}
        />
        <TextField
          type="date"
          label={t('demoScrumboard.card.dueDate')}
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 220 }}
        />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('demoScrumboard.card.labels')}
          </Typography>
          {labels.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('demoScrumboard.card.noLabels')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {labels.map((l) => (
              <FormControlLabel
                key={l.id}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.includes(l.id)}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l.id] : c.filter((x) => x !== l.id)))}
                    sx={{ color: labelColor(ids, l.id), '&.Mui-checked': { color: labelColor(ids, l.id) } }}
                  />
                }
                label={l.title}
              />
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirm(true)}>
          {t('demoScrumboard.card.delete')}
        </Button>
        <Box>
          <Button onClick={onClose}>{t('demoScrumboard.card.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={!title.trim()}>
            {t('demoScrumboard.card.save')}
          </Button>
        </Box>
      </DialogActions>
      <ConfirmDialog
        open={confirm}
        title={t('demoScrumboard.card.deleteTitle')}
        text={t('demoScrumboard.card.deleteText', { title: card.title })}
        confirmLabel={t('demoScrumboard.card.delete')}
        cancelLabel={t('demoScrumboard.card.cancel')}
        onClose={() => setConfirm(false)}
        onConfirm={() => {
          onDelete();
          onClose();
        }}
      />
    </Dialog>
  );
}
