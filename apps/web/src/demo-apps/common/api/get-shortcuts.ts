import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Shortcut } from '../model.ts';
import { commonKeys } from './keys.ts';

export const getShortcuts = () => fetchJson<Shortcut[]>('api/common/shortcuts');

export const shortcutsQuery = () => queryOptions({ queryKey: commonKeys.shortcuts(), queryFn: getShortcuts });

export const useShortcuts = () => useQuery(shortcutsQuery());
