import type { ListedMail, Mail, MailsResponse } from '../model.ts';
import type { MailboxDb } from './db.ts';

export const RESULTS_PER_PAGE = 10;
const BOOLEAN_FIELDS = ['starred', 'important', 'unread'] as const;

export interface MailQuery {
  folder?: string | null;
  filter?: string | null;
  label?: string | null;
  page?: string | null;
}

const listed = (mail: Mail): ListedMail => ({ ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 });

/** The mails a folder, filter and label (all slugs, all optional) select; an unknown slug selects none. */
export function selectMails(db: MailboxDb, { folder, filter, label }: MailQuery): Mail[] {
  let mails = db.mails;
  if (folder) {
    const id = db.folders.find((f) => f.slug === folder)?.id;
    mails = mails.filter((m) => m.folder === id);
  }
  if (filter) {
    const field = BOOLEAN_FIELDS.find((f) => f === filter);
    mails = field ? mails.filter((m) => m[field]) : [];
  }
  if (label) {
    const id = db.labels.find((l) => l.slug === label)?.id;
    mails = id ? mails.filter((m) => m.labels.includes(id)) : [];
  }
  return mails;
}

/** One page of 10, newest first; `lastPage` is at least 1 and indexes are zero-based and inclusive. */
export function paginateMails(mails: Mail[], pageParam?: string | null): MailsResponse {
  const parsed = Number.parseInt(pageParam ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const sorted = [...mails].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const totalResults = sorted.length;
  const lastPage = Math.max(1, Math.ceil(totalResults / RESULTS_PER_PAGE));
  if (page > lastPage) return { mails: null, pagination: { lastPage } };
  const startIndex = (page - 1) * RESULTS_PER_PAGE;
  const end = Math.min(page * RESULTS_PER_PAGE, totalResults);
  return {
    mails: sorted.slice(startIndex, end).map(listed),
    pagination: { totalResults, resultsPerPage: RESULTS_PER_PAGE, currentPage: page, lastPage, startIndex, endIndex: end - 1 },
  };
}
