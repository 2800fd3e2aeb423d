import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Message, Notification } from '../model.ts';
import { commonKeys, type InboxKind } from './keys.ts';

/** The toolbar's messages or notifications (one list each, not paged). */
export const getInbox = (kind: InboxKind) => fetchJson<(Message | Notification)[]>(`api/common/${kind}`);

export const inboxQuery = (kind: InboxKind) => queryOptions({ queryKey: commonKeys[kind](), queryFn: () => getInbox(kind) });

export const useInbox = (kind: InboxKind) => useQuery(inboxQuery(kind));
