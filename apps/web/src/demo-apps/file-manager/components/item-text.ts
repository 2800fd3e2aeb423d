import type { TFunction } from 'i18next';
import type { FileItem } from '../model.ts';

/** The item's second line: a folder's file count, or a file's size, in the reader's language. */
export function itemSummary(item: FileItem, t: TFunction): string {
  if (item.type !== 'folder') return item.size;
  const count = Number.parseInt(item.contents ?? '', 10);
  return Number.isFinite(count) ? t('demoFileManager.fileCount', { count }) : '';
}

export const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
