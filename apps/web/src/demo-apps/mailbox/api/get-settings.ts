import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailboxSettings } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getSettings = () => fetchJson<MailboxSettings>('api/apps/mailbox/settings');

export const settingsQuery = () => queryOptions({ queryKey: mailboxKeys.settings(), queryFn: getSettings });

export const useMailboxSettings = () => useQuery(settingsQuery());
