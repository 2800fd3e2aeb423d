import type { Task } from '../model.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Tasks whose title or notes contain the query (any case), with every match in the title wrapped
 * in `<mark>…</mark>`; `null` for an empty query. The page renders the marks as
 * elements, never as HTML.
 */
export function searchTasks(tasks: Task[], query: string | null): Task[] | null {
  if (!query) return null;
  const needle = query.toLowerCase();
  const pattern = new RegExp(`(${escapeRegExp(query)})`, 'gi');
  return tasks
    .filter((t) => t.title.toLowerCase().includes(needle) || (t.notes ?? '').toLowerCase().includes(needle))
    .sort((a, b) => a.order - b.order)
    .map((t) => ({ ...t, title: t.title.replace(pattern, '<mark>$1</mark>') }));
}
