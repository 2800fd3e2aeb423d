import type { MailListKind } from '../model.ts';

export const mailboxKeys = {
  all: ['demo-mailbox'] as const,
  settings: () => [...mailboxKeys.all, 'settings'] as const,
  folders: () => [...mailboxKeys.all, 'folders'] as const,
  filters: () => [...mailboxKeys.all, 'filters'] as const,
  labels: () => [...mailboxKeys.all, 'labels'] as const,
  mailLists: () => [...mailboxKeys.all, 'mails'] as const,
  mails: (kind: MailListKind, slug: string, page: number) => [...mailboxKeys.mailLists(), kind, slug, page] as const,
  mail: (id: string) => [...mailboxKeys.all, 'mail', id] as const,
};
