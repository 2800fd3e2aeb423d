import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ManageTagsDialog, tagDialogTexts } from '../../shared/manage-tags-dialog.tsx';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { useBoardLabels } from '../api/get-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';
import { labelColor } from './label-color.ts';

/** The board's labels, each with its colour: add, rename, delete (which takes the label off every card). */
export function BoardLabelsDialog({ boardId, open, onClose }: { boardId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useBoardLabels(boardId).data ?? [];
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const ids = labels.map((l) => l.id);
  return (
    <ManageTagsDialog
      open={open}
      onClose={onClose}
      tags={labels}
      texts={tagDialogTexts(t, 'demoScrumboard.labels')}
      marker={(l) => <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: labelColor(ids, l.id), flexShrink: 0 }} />}
      onCreate={(title) => create.mutateAsync({ boardId, title })}
      onRename={(id, title) => update.mutate({ id, title })}
      onDelete={(id) => remove.mutate(id)}
    />
  );
}
