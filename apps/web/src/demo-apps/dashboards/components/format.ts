import { useTranslation } from 'react-i18next';

/** Number and money formatting in the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language?.startsWith('tr') ? 'tr-TR' : 'en-US';
  return {
    number: (n: number, digits = 0) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n),
    money: (n: number, digits = 2) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }).format(n),
    compact: (n: number) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n),
    percent: (n: number, digits = 0) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(n / 100),
    date: (iso: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(iso)),
  };
}
