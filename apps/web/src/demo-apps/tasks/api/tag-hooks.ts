import type { TagHooks } from '../../shared/manage-tags-dialog.tsx';
import { useCreateTag } from './create-tag.ts';
import { useDeleteTag } from './delete-tag.ts';
import { useTags } from './get-tags.ts';
import { useUpdateTag } from './update-tag.ts';

/** The task tag calls, for the shared tags dialog; deleting a tag untags every task. */
export const taskTagHooks: TagHooks = { useTags, useCreateTag, useUpdateTag, useDeleteTag };
