import { tags } from '@roadlens/contract/endpoints/tags';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { tagKeys } from '../../../lib/api/keys.ts';

export const useTags = () => useEndpointQuery(tagKeys, tags.list, {}, { refetchInterval: 60_000 });
export const useTag = (id: number, days: number) =>
  useEndpointQuery(tagKeys, tags.get, { params: { id }, query: { days } }, { enabled: id > 0 });
export const useCreateTag = () => useEndpointMutation(tags.create, { invalidates: [tagKeys.all] });
export const useDeleteTag = () => useEndpointMutation(tags.delete, { invalidates: [tagKeys.all] });
