import { activities } from '@roadlens/contract/endpoints/activities';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { activityKeys } from '../../../lib/api/keys.ts';

/** The page shows its own not-found state, so a 404 raises no toast. */
export const useActivity = (id: number) =>
  useEndpointQuery(activityKeys, activities.get, { params: { id } }, { enabled: id > 0, callOptions: { no404Intercept: true } });
export const useDecideActivity = () => useEndpointMutation(activities.decide, { invalidates: [activityKeys.all] });
