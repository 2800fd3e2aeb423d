import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Note } from '../model.ts';
import { notesKeys } from './keys.ts';

export const addTask = ({ note, task }: { note: Note; task: string }) =>
  fetchJson<Note | null>('api/apps/notes/tasks', { method: 'POST', body: { note, task } });

export function useAddTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: (saved) => {
      if (saved) client.setQueryData<Note[]>(notesKeys.notes(), (old) => old?.map((n) => (n.id === saved.id ? saved : n)));
    },
  });
}
