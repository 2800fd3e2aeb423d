import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage.ts';
import { portTerminology } from './port-terminology.ts';
import { takeEarlyCall } from './api/early.ts';
import { initialLanguage, TRANSLATIONS_PATH, type Language } from './i18n-files.ts';

export { initialLanguage, TRANSLATIONS_PATH, type Language };

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'tr', label: 'Türkçe' },
] as const;

/** Where the texts come from: the page's first script has usually asked for them already (early.ts). */
export const i18nBackend = { loadPath: TRANSLATIONS_PATH, alternateFetch: (url: string) => takeEarlyCall(url) };

export async function initI18n(lang: Language = initialLanguage()): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .use(portTerminology)
    .init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: ['en', 'tr'],
      backend: i18nBackend,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Inactive until a port company signs in (lib/port-terminology.ts).
      postProcess: ['portTerminology'],
    });
  document.documentElement.lang = lang;
  return i18n;
}

export async function changeLanguage(lang: Language): Promise<void> {
  storage.set('lang', lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * The profile's language, for a browser that has made no choice of its own (no ?lang, nothing
 * stored): a user who chose Turkish in their profile gets Turkish on any browser they sign in on.
 */
export async function applyProfileLanguage(lang: Language): Promise<void> {
  if (!i18n.isInitialized || new URLSearchParams(window.location.search).get('lang') !== null || storage.get('lang') !== null) return;
  if (i18n.language !== lang) await changeLanguage(lang);
}
