/**
 * What a route may declare in its `handle` for the shell: its breadcrumb title (an i18n key) and
 * its help address (`help_url`, or `help_url_list` indexed by the `#stepN` hash, step 1 first).
 * Example: `{ path: 'devices', handle: { breadcrumb: 'navigation.breadcrumb.devices', help_url: 'https://…' } }`.
 */
export interface RouteHandle {
  breadcrumb?: string;
  help_url?: string;
  help_url_list?: string[];
}

export interface HandleMatch {
  pathname: string;
  handle?: unknown;
}

const handleOf = (m: HandleMatch): RouteHandle => (m.handle && typeof m.handle === 'object' ? (m.handle as RouteHandle) : {});

/** The deepest route's help address; with a list, `#stepN` picks entry N (1-based), default the first. */
export function helpUrlFor(matches: HandleMatch[], hash: string): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = handleOf(matches[i]);
    if (h.help_url_list && h.help_url_list.length > 0) {
      const step = /^#step(\d+)$/.exec(hash);
      const index = step ? Number(step[1]) - 1 : 0;
      return h.help_url_list[index] ?? null;
    }
    if (h.help_url) return h.help_url;
  }
  return null;
}

/** Breadcrumb links starting with './dashboard' drop those first two segments ('.' and 'dashboard'). */
export function breadcrumbLink(link: string): string {
  if (!link.startsWith('./dashboard')) return link;
  return link.split('/').slice(2).join('/');
}

export interface Crumb {
  title: string;
  href: string;
}

/** Breadcrumb entries from the matched routes that name one; a link './dashboard/x' resolves under /dashboard. */
export function crumbsFor(matches: HandleMatch[]): Crumb[] {
  const seen = new Set<string>();
  const out: Crumb[] = [];
  for (const m of matches) {
    const title = handleOf(m).breadcrumb;
    if (!title || seen.has(m.pathname)) continue;
    seen.add(m.pathname);
    const link = m.pathname.startsWith('/dashboard') ? `.${m.pathname}` : m.pathname;
    const rel = breadcrumbLink(link);
    out.push({ title, href: rel === link ? link : `/dashboard/${rel}`.replace(/\/+$/, '') });
  }
  return out;
}
