/**
 * Help addresses for the routes' `help_url` (core §2): pages the server itself serves from
 * public/help/<lang>/. `{lang}` is replaced with the user's language when the panel opens.
 */
export const HELP = {
  map: '/help/{lang}/map.html',
  alerts: '/help/{lang}/alerts.html',
  devices: '/help/{lang}/devices.html',
  links: '/help/{lang}/links.html',
  routes: '/help/{lang}/routes.html',
  roles: '/help/{lang}/roles.html',
} as const;

/** The address in the user's language; the help pages exist in every language the app speaks. */
export const helpAddress = (url: string, lang: string): string => url.replaceAll('{lang}', lang === 'tr' ? 'tr' : 'en');
