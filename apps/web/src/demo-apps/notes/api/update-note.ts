import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Note, NoteInput } from '../model.ts';
import { notesKeys } from './keys.ts';

export const updateNote = (updatedNote: NoteInput & { id: string }) =>
  fetchJson<Note | null>('api/apps/notes', { method: 'PATCH', body: { updatedNote } });

export function useUpdateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (saved) => {
      if (saved) client.setQueryData<Note[]>(notesKeys.notes(), (old) => old?.map((n) => (n.id === saved.id ? saved : n)));
    },
  });
}
