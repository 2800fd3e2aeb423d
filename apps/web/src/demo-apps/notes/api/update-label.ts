import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { NoteLabel } from '../model.ts';
import { notesKeys } from './keys.ts';

export const updateLabel = (label: NoteLabel) => fetchJson<NoteLabel[]>('api/apps/notes/labels', { method: 'PATCH', body: { label } });

export function useUpdateLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLabel,
    onSuccess: (labels) => {
      client.setQueryData(notesKeys.labels(), labels);
      return client.invalidateQueries({ queryKey: notesKeys.notes() });
    },
  });
}
