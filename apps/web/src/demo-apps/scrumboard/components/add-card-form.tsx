import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { TitleForm } from './title-form.tsx';

/** "Add a card" at the foot of a list; opens a title field and stays open for the next one. */
export function AddCardForm({ listTitle, onAdd }: { listTitle: string; onAdd: (title: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <TitleForm
        multiline
        label={t('demoScrumboard.list.cardTitle')}
        submitLabel={t('demoScrumboard.list.add')}
        onAdd={onAdd}
        onClose={() => setOpen(false)}
      />
    );
  return (
    <Button
      startIcon={<Add />}
      fullWidth
      onClick={() => setOpen(true)}
      sx={{ justifyContent: 'flex-start', color: 'text.secondary' }}
      aria-label={t('demoScrumboard.list.addCardTo', { title: listTitle })}
    >
      {t('demoScrumboard.list.addCard')}
    </Button>
  );
}
