import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import { GuideWithCategory } from '../model.ts';
import { helpCenterKeys } from './keys.ts';

/** One guide with its category and content, or null when either slug is unknown. */
export const getGuide = async (categorySlug: string, guideSlug: string) =>
  GuideWithCategory.nullable().parse(await fetchJson('api/apps/help-center/guide', { query: { categorySlug, guideSlug } }));

export const useGuide = (categorySlug: string, guideSlug: string) =>
  useQuery({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    queryFn: () => getGuide(categorySlug, guideSlug),
    staleTime: 5 * 60_000,
  });
