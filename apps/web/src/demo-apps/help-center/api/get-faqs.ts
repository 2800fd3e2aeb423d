import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { FaqCategory } from '../model.ts';
import { helpCenterKeys } from './keys.ts';

/** FAQ categories with their questions; one category when a slug is given. */
export const getFaqs = async (slug?: string) =>
  z.array(FaqCategory).parse(await fetchJson('api/apps/help-center/faqs', { query: { slug } }));

export const useFaqs = (slug?: string) =>
  useQuery({ queryKey: helpCenterKeys.faqs(slug), queryFn: () => getFaqs(slug), staleTime: 5 * 60_000 });
