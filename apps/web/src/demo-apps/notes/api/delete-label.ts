import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { NoteLabel } from '../model.ts';
import { notesKeys } from './keys.ts';

export const deleteLabel = (id: string) => fetchJson<NoteLabel[]>('api/apps/notes/labels', { method: 'DELETE', query: { id } });

export function useDeleteLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    // The label also leaves every note.
    onSuccess: (labels) => {
      client.setQueryData(notesKeys.labels(), labels);
      return client.invalidateQueries({ queryKey: notesKeys.notes() });
    },
  });
}
