import { z } from 'zod';

export const ITEM_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A file or folder; folderId is null at the root. */
export const FileItem = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  size: z.string(),
  type: z.enum(ITEM_TYPES),
  contents: z.string().nullable(),
  description: z.string().nullable(),
});
export type FileItem = z.infer<typeof FileItem>;

/** One folder's listing: folders first, then files, each by name; path runs from the root down to the folder. */
export const FolderListing = z.object({ folders: z.array(FileItem), files: z.array(FileItem), path: z.array(FileItem) });
export type FolderListing = z.infer<typeof FolderListing>;
