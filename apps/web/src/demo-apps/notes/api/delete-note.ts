import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Note } from '../model.ts';
import { notesKeys } from './keys.ts';

export const deleteNote = (id: string) => fetchJson<boolean>('api/apps/notes', { method: 'DELETE', query: { id } });

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_ok, id) => client.setQueryData<Note[]>(notesKeys.notes(), (old) => old?.filter((n) => n.id !== id)),
  });
}
