import type { TFunction } from 'i18next';

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const DAY = 24 * 60 * 60 * 1000;

/** A list time: the hour today, the weekday this week, else the date. */
export function chatTime(iso: string, lang: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((dayStart(now) - dayStart(date)) / DAY);
  if (days <= 0) return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(date);
  if (days < 7) return new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short' }).format(date);
}

export const clockTime = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso));

/** The separator above a day's messages. */
export function dayLabel(iso: string, lang: string, t: TFunction, now = new Date()): string {
  const days = Math.round((dayStart(now) - dayStart(new Date(iso))) / DAY);
  if (days === 0) return t('demoChat.today');
  if (days === 1) return t('demoChat.yesterday');
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(new Date(iso));
}

export const sameDay = (a: string, b: string) => dayStart(new Date(a)) === dayStart(new Date(b));
