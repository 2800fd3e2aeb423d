import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailFilter } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getFilters = () => fetchJson<MailFilter[]>('api/apps/mailbox/filters');

export const filtersQuery = () => queryOptions({ queryKey: mailboxKeys.filters(), queryFn: getFilters, staleTime: Infinity });

export const useFilters = () => useQuery(filtersQuery());
