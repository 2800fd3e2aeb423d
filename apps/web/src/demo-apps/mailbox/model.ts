export interface MailAttachment {
  type: string;
  name: string;
  size: number;
  preview: string;
  downloadUrl: string;
}

export interface Mail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date: string;
  subject: string;
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}

/** A mail as the list returns it: the cc and bcc lengths are added. */
export interface ListedMail extends Mail {
  ccCount: number;
  bccCount: number;
}

export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count: number;
}

export interface MailFilter {
  id: string;
  title: string;
  slug: string;
  icon: string;
}

export interface MailLabel {
  id: string;
  title: string;
  slug: string;
  color: string;
}

export type MessageLayout = 'right' | 'full';

export interface MailboxSettings {
  messageLayout: MessageLayout;
  [key: string]: unknown;
}

export interface MailPagination {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/** Past the last page the list answers `mails: null` with only `lastPage`. */
export type MailsResponse = { mails: ListedMail[]; pagination: MailPagination } | { mails: null; pagination: { lastPage: number } };

/** Which list a route shows: a folder, a filter or a label, each named by its slug. */
export type MailListKind = 'folder' | 'filter' | 'label';
