import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { Country } from '../model.ts';
import { contactKeys } from './keys.ts';

export const getCountries = async () => z.array(Country).parse(await fetchJson('api/apps/contacts/countries'));

// The country list never changes while the page is open.
export const useCountries = () => useQuery({ queryKey: contactKeys.countries(), queryFn: getCountries, staleTime: Infinity });
