import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, translationUrls } from './i18n-files.ts';

describe('text files', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('a Turkish start loads Turkish and its English fallback; an English one English only', () => {
    expect(translationUrls('tr')).toEqual(['/assets/i18n/tr.json', '/assets/i18n/en.json']);
    expect(translationUrls('en')).toEqual(['/assets/i18n/en.json']);
  });

  it('takes the language from ?lang, then the browser’s choice, else English', () => {
    expect(initialLanguage()).toBe('en');
    localStorage.setItem('lang', 'tr');
    expect(initialLanguage()).toBe('tr');
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialLanguage()).toBe('en');
  });
});
