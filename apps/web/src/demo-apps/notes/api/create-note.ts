import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Note, NoteInput } from '../model.ts';
import { notesKeys } from './keys.ts';

export const createNote = (note: NoteInput) => fetchJson<Note>('api/apps/notes', { method: 'POST', body: { note } });

export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createNote, onSuccess: () => client.invalidateQueries({ queryKey: notesKeys.notes() }) });
}
