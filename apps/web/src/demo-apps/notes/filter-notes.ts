import type { Note, NotesView } from './model.ts';

/** The notes a view shows, narrowed by a case-insensitive search over title, text and tasks. */
export function filterNotes(notes: Note[], view: NotesView, query: string): Note[] {
  const q = query.trim().toLowerCase();
  return notes.filter((n) => {
    const inView =
      view.kind === 'archive'
        ? n.archived
        : view.kind === 'reminders'
          ? !n.archived && Boolean(n.reminder)
          : view.kind === 'label'
            ? !n.archived && n.labels.some((l) => l.id === view.id)
            : !n.archived;
    if (!inView) return false;
    if (!q) return true;
    return [n.title, n.content, ...n.tasks.map((t) => t.content)].some((text) => text.toLowerCase().includes(q));
  });
}
