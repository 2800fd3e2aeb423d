import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { MockUser } from '../model.ts';
import { commonKeys } from './keys.ts';

export const updateUser = (user: Partial<Omit<MockUser, 'id'>>) =>
  fetchJson<MockUser>('api/common/user', { method: 'PATCH', body: { user } });

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => client.setQueryData(commonKeys.user(), user) });
}
