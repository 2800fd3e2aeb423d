import { storage } from './storage.ts';

export type Language = 'en' | 'tr';

/** The language asked for by ?lang, else the one chosen on this browser, else English. */
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

/** The text files a start in this language loads: the language and English, its fallback. */
export const translationUrls = (lang: Language): string[] => [...new Set([lang, 'en'])].map((l) => TRANSLATIONS_PATH.replace('{{lng}}', l));
