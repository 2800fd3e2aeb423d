import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { IconSet } from '../model.ts';
import { iconsKeys } from './keys.ts';

export const getIconSet = (id: string) => fetchJson<IconSet | null>(`api/ui/icons/${encodeURIComponent(id)}`);

export const iconSetQuery = (id: string) =>
  queryOptions({ queryKey: iconsKeys.set(id), queryFn: () => getIconSet(id), staleTime: Infinity });

export const useIconSet = (id: string) => useQuery(iconSetQuery(id));
