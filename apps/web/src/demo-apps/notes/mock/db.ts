import { seededRandom } from '../../shared/seeded-random.ts';
import type { Note, NoteLabel, StoredNote } from '../model.ts';
import { LABELS, sampleNotes } from './data.ts';

/** The notes area's in-memory state: seeded on load, lost on a full reload. */
export interface NotesDb {
  labels: NoteLabel[];
  notes: StoredNote[];
  newId: () => string;
}

function seed(): NotesDb {
  const ids = seededRandom(31_337);
  return { labels: LABELS.map((l) => ({ ...l })), notes: sampleNotes(), newId: () => ids.guid() };
}

export const db: NotesDb = seed();

export function resetNotesDb(): void {
  Object.assign(db, seed());
}

/** A stored note with its label ids replaced by the labels (unknown ids dropped). */
export const expand = (note: StoredNote): Note => ({
  ...note,
  labels: note.labels.flatMap((id) => db.labels.filter((l) => l.id === id)),
});
