import type { TagHooks } from '../../shared/manage-tags-dialog.tsx';
import type { PickerTag } from '../../shared/tag-picker.tsx';
import { useCreateTag } from './create-tag.ts';
import { useDeleteTag } from './delete-tag.ts';
import { useTags } from './get-tags.ts';
import { useUpdateTag } from './update-tag.ts';

/** The contacts tag calls, for the shared tags field. */
export const contactsTagHooks: TagHooks<PickerTag> = { useTags, useCreateTag, useUpdateTag, useDeleteTag };
