import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MailListKind, MailsResponse } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getMails = (kind: MailListKind, slug: string, page: number) =>
  fetchJson<MailsResponse>('api/apps/mailbox/mails', { query: { [kind]: slug, page } });

export const mailsQuery = (kind: MailListKind, slug: string, page: number) =>
  queryOptions({
    queryKey: mailboxKeys.mails(kind, slug, page),
    queryFn: () => getMails(kind, slug, page),
    placeholderData: keepPreviousData,
  });

export const useMails = (kind: MailListKind, slug: string, page: number) => useQuery(mailsQuery(kind, slug, page));
