import { seededRandom } from '../../shared/seeded-random.ts';
import type { Mail, MailLabel, MailboxSettings } from '../model.ts';
import { DEFAULT_SETTINGS, FILTERS, FOLDERS, LABELS, sampleMails } from './data.ts';

/** The mailbox's in-memory state: seeded on load, lost on a full reload. */
export interface MailboxDb {
  settings: MailboxSettings;
  folders: { id: string; title: string; slug: string; icon: string }[];
  filters: typeof FILTERS;
  labels: MailLabel[];
  mails: Mail[];
  newId: () => string;
}

function seed(): MailboxDb {
  const ids = seededRandom(7_351);
  return {
    settings: { ...DEFAULT_SETTINGS },
    folders: FOLDERS.map((f) => ({ ...f })),
    filters: FILTERS.map((f) => ({ ...f })),
    labels: LABELS.map((l) => ({ ...l })),
    mails: structuredClone(sampleMails()),
    newId: () => ids.guid(),
  };
}

export const db: MailboxDb = seed();

/** Back to the seed, for tests. */
export function resetMailboxDb(): void {
  Object.assign(db, seed());
}
