import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { NoteLabel } from '../model.ts';
import { notesKeys } from './keys.ts';

export const getLabels = () => fetchJson<NoteLabel[]>('api/apps/notes/labels');

export const labelsQuery = () => queryOptions({ queryKey: notesKeys.labels(), queryFn: getLabels });

export const useNoteLabels = () => useQuery(labelsQuery());
