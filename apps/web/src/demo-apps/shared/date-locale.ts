import { enUS, tr } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';

/** The date-fns locale of the current language, so dates read "3 Haz" in Turkish. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('tr') ? tr : enUS;
}
