import { useState } from 'react';
import { Button, Paper } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH } from './board-column.tsx';
import { TitleForm } from './title-form.tsx';

/** "Add a list" after the last list; closes once the list is added. */
export function AddListForm({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      elevation={0}
      sx={{ width: COLUMN_WIDTH, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 3, p: 1, alignSelf: 'flex-start' }}
    >
      {open ? (
        <TitleForm
          label={t('demoScrumboard.board.listTitle')}
          submitLabel={t('demoScrumboard.board.addList')}
          onAdd={(title) => {
            onAdd(title);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <Button startIcon={<Add />} fullWidth onClick={() => setOpen(true)} sx={{ justifyContent: 'flex-start' }}>
          {t('demoScrumboard.board.addList')}
        </Button>
      )}
    </Paper>
  );
}
