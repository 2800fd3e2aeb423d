import type { SearchGroup } from '../model.ts';
import { SEARCH_PAGES, SEARCH_TASKS, searchContacts } from './search-index.ts';

/**
 * Case-insensitive search over contacts (by name), pages (by title or section) and tasks (by
 * title), grouped in that order; groups without hits are left out, an empty query finds nothing.
 */
export function search(query: string): SearchGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const has = (text: string | undefined) => Boolean(text?.toLowerCase().includes(q));
  const groups: SearchGroup[] = [
    {
      id: 'contacts',
      label: 'Contacts',
      results: searchContacts()
        .filter((c) => has(c.name))
        .map((c) => ({ ...c, value: c.name, link: `/apps/contacts/${c.id}` })),
    },
    {
      id: 'pages',
      label: 'Pages',
      results: SEARCH_PAGES.filter((p) => has(p.title) || has(p.subtitle)).map((p) => ({ ...p, value: p.title })),
    },
    {
      id: 'tasks',
      label: 'Tasks',
      results: SEARCH_TASKS.filter((t) => has(t.title)).map((t) => ({ ...t, value: t.title, link: `/apps/tasks/${t.id}` })),
    },
  ];
  return groups.filter((g) => g.results.length > 0);
}
