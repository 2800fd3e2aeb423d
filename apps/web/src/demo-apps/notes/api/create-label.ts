import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { NoteLabel } from '../model.ts';
import { notesKeys } from './keys.ts';

/** Answers the whole label list. */
export const createLabel = (title: string) => fetchJson<NoteLabel[]>('api/apps/notes/labels', { method: 'POST', body: { title } });

export function useCreateLabel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createLabel, onSuccess: (labels) => client.setQueryData(notesKeys.labels(), labels) });
}
