export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

export interface NoteLabel {
  id: string;
  title: string;
}

/** A note as stored: labels are label ids. */
export interface StoredNote {
  id: string;
  title: string;
  content: string;
  tasks: NoteTask[];
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** A note as the API returns it: labels expanded to {id, title}. */
export interface Note extends Omit<StoredNote, 'labels'> {
  labels: NoteLabel[];
}

/** What the client sends to create or update a note; labels may be ids or label objects. */
export type NoteInput = Partial<Omit<StoredNote, 'labels'>> & { labels?: (string | NoteLabel)[] };

/** Which notes the page shows: the active ones, those with a reminder, the archive, or one label. */
export type NotesView = { kind: 'notes' } | { kind: 'reminders' } | { kind: 'archive' } | { kind: 'label'; id: string };
