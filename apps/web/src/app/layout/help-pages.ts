/**
 * Help addresses for the routes' `help_url`: pages the server itself serves from
 * public/help/<lang>/. `{lang}` is replaced with the user's language when the panel opens.
 */
export const HELP = {
  map: '/help/{lang}/map.html',
  alerts: '/help/{lang}/alerts.html',
  alertRules: '/help/{lang}/alert-rules.html',
  actions: '/help/{lang}/actions.html',
  activity: '/help/{lang}/activity.html',
  reports: '/help/{lang}/reports.html',
  devices: '/help/{lang}/devices.html',
  links: '/help/{lang}/links.html',
  routes: '/help/{lang}/routes.html',
  signs: '/help/{lang}/signs.html',
  tags: '/help/{lang}/tags.html',
  grids: '/help/{lang}/grids.html',
  junction: '/help/{lang}/junction.html',
  insight: '/help/{lang}/insight.html',
  routeMonitoring: '/help/{lang}/route-monitoring.html',
  roles: '/help/{lang}/roles.html',
  list: '/help/{lang}/list.html',
  tabular: '/help/{lang}/tabular.html',
  settings: '/help/{lang}/settings.html',
  roadAnalytics: '/help/{lang}/road-analytics.html',
  systemStatus: '/help/{lang}/system-status.html',
  terminal: '/help/{lang}/terminal.html',
  apps: '/help/{lang}/apps.html',
  home: '/help/{lang}/home.html',
} as const;

/** The address in the user's language; the help pages exist in every language the app speaks. */
export const helpAddress = (url: string, lang: string): string => url.replaceAll('{lang}', lang === 'tr' ? 'tr' : 'en');
