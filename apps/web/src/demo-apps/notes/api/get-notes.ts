import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Note } from '../model.ts';
import { notesKeys } from './keys.ts';

export const getNotes = () => fetchJson<Note[]>('api/apps/notes/all');

export const notesQuery = () => queryOptions({ queryKey: notesKeys.notes(), queryFn: getNotes });

export const useNotes = () => useQuery(notesQuery());
