import type { TagHooks } from '../../shared/manage-tags-dialog.tsx';
import { useCreateLabel } from './create-label.ts';
import { useDeleteLabel } from './delete-label.ts';
import { useNoteLabels } from './get-labels.ts';
import { useUpdateLabel } from './update-label.ts';

/** The note label calls, for the shared tags dialog; deleting a label takes it off every note. */
export const noteLabelHooks: TagHooks = {
  useTags: useNoteLabels,
  useCreateTag: useCreateLabel,
  useUpdateTag: useUpdateLabel,
  useDeleteTag: useDeleteLabel,
};
