import en from './locales/en.json';

const BREADCRUMB_BY_TITLE = new Map(Object.entries(en.navigation.breadcrumb).map(([id, title]) => [title, `navigation.breadcrumb.${id}`]));

/**
 * A route's breadcrumb is an i18n key, or one of the fixed English titles routes declare
 * ('Devices', 'Setting'), which maps to its key so the breadcrumb follows the language and the
 * port terms.
 */
export const breadcrumbKey = (title: string): string => BREADCRUMB_BY_TITLE.get(title) ?? title;
