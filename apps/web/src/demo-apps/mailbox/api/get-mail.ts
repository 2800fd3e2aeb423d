import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Mail } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export const getMail = (id: string) => fetchJson<Mail | null>('api/apps/mailbox/mail', { query: { id } });

export const mailQuery = (id: string) => queryOptions({ queryKey: mailboxKeys.mail(id), queryFn: () => getMail(id) });

export const useMail = (id: string | undefined) => useQuery({ ...mailQuery(id ?? ''), enabled: Boolean(id) });
