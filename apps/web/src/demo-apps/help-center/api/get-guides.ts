import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { GuideCategory } from '../model.ts';
import { helpCenterKeys } from './keys.ts';

/** Guide categories with up to `limit` guides each (5 by default); one whole category when a slug is given. */
export const getGuides = async (slug?: string, limit?: number) =>
  z.array(GuideCategory).parse(await fetchJson('api/apps/help-center/guides', { query: { slug, limit } }));

export const useGuides = (slug?: string, limit?: number) =>
  useQuery({ queryKey: helpCenterKeys.guides(slug, limit), queryFn: () => getGuides(slug, limit), staleTime: 5 * 60_000 });
