import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MockUser } from '../model.ts';
import { commonKeys } from './keys.ts';

export const getUser = () => fetchJson<MockUser>('api/common/user');

export const userQuery = () => queryOptions({ queryKey: commonKeys.user(), queryFn: getUser });

export const useMockUser = () => useQuery(userQuery());
