import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage.ts';
import { portTerminology } from './port-terminology.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'tr', label: 'Türkçe' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export function initialLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  const stored = fromQuery ?? storage.get('lang');
  return stored === 'tr' ? 'tr' : 'en';
}

/**
 * Texts are fetched per language from assets/i18n/{lang}.json under the app's base path,
 * merged at build from each feature's locales/. Never relative to the page: a deep link such as
 * /auth/sign-in would otherwise ask for /auth/assets/i18n/en.json.
 */
export const TRANSLATIONS_PATH = `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}assets/i18n/{{lng}}.json`;

export async function initI18n(lang: Language = initialLanguage()): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .use(portTerminology)
    .init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: ['en', 'tr'],
      backend: { loadPath: TRANSLATIONS_PATH },
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
