import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailLabel } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getLabels = () => fetchJson<MailLabel[]>('api/apps/mailbox/labels');

export const labelsQuery = () => queryOptions({ queryKey: mailboxKeys.labels(), queryFn: getLabels });

export const useLabels = () => useQuery(labelsQuery());
