import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { FolderListing } from '../model.ts';
import { fileManagerKeys } from './keys.ts';

/** A folder's folders, files and breadcrumb; null folderId is the root (sent as the text "null"). Unknown folders give null. */
export async function getFolder(folderId: string | null): Promise<FolderListing | null> {
  return FolderListing.nullable().parse(await fetchJson('api/apps/file-manager', { query: { folderId: folderId ?? 'null' } }));
}

export const folderQuery = (folderId: string | null) =>
  queryOptions({ queryKey: fileManagerKeys.folder(folderId), queryFn: () => getFolder(folderId), placeholderData: keepPreviousData });

export const useFolder = (folderId: string | null) => useQuery(folderQuery(folderId));
