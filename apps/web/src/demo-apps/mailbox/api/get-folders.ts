import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailFolder } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getFolders = () => fetchJson<MailFolder[]>('api/apps/mailbox/folders');

export const foldersQuery = () => queryOptions({ queryKey: mailboxKeys.folders(), queryFn: getFolders });

export const useFolders = () => useQuery(foldersQuery());
