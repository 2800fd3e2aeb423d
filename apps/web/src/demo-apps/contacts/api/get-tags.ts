import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../shared/fetch-json.ts';
import { ContactTag } from '../model.ts';
import { contactKeys } from './keys.ts';

export const getTags = async () => z.array(ContactTag).parse(await fetchJson('api/apps/contacts/tags'));

export const useTags = () => useQuery({ queryKey: contactKeys.tags(), queryFn: getTags });
